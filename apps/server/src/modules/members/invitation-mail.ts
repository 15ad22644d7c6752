import { preferredLanguage } from '@club-pulse/contracts/constants';
import { composeMail, type Mail } from '../../lib/mailer.ts';
import { textsIn } from '../../lib/texts.ts';

/**
 * The invitation of a coach added by email (docs/design.md#api): a set-password link to the reset-password screen.
 * Its texts are `mail:coachInvitation`, with the link's action and lifetime that every invitation shares.
 */
export function coachInvitationMail(to: { email: string; name: string; language: string }, club: string, link: string): Mail {
  const t = textsIn(preferredLanguage(to.language));
  return composeMail({
    to: to.email,
    subject: t('mail:coachInvitation.subject', { club }),
    greeting: t('mail:greeting', { name: to.name }),
    before: [t('mail:coachInvitation.body', { club })],
    link,
    action: t('mail:invitation.action'),
    after: [t('mail:invitation.expiry')],
  });
}
