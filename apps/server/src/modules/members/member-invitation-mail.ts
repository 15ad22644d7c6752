import { preferredLanguage } from '@club-pulse/contracts/constants';
import type { SquadRole } from '@club-pulse/contracts/enums';
import { composeMail, type Mail } from '../../lib/mailer.ts';
import { textsIn } from '../../lib/texts.ts';

/** Where the new member belongs: a club with a squad role, or the platform's administration. */
export type InvitationPlace = { kind: 'club'; club: string; squadRole: SquadRole } | { kind: 'admin' };

/** The invitation of a member an admin created: a set-password link to the reset-password screen (`mail:memberInvitation`). */
export function memberInvitationMail(to: { email: string; name: string; language: string }, place: InvitationPlace, link: string): Mail {
  const t = textsIn(preferredLanguage(to.language));
  return composeMail({
    to: to.email,
    subject: t('mail:memberInvitation.subject'),
    greeting: t('mail:greeting', { name: to.name }),
    before: [
      place.kind === 'club'
        ? t('mail:memberInvitation.club', { club: place.club, role: t(`mail:memberInvitation.roles.${place.squadRole}`) })
        : t('mail:memberInvitation.admin'),
    ],
    link,
    action: t('mail:invitation.action'),
    after: [t('mail:invitation.expiry')],
  });
}
