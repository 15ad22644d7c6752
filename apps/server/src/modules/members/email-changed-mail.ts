import { preferredLanguage } from '@club-pulse/contracts/constants';
import { composeMail, type Mail } from '../../lib/mailer.ts';
import { textsIn } from '../../lib/texts.ts';

/**
 * The two notices of an admin's change of a member's email (an account whose password is chosen): the old address
 * is told that the sign-in address changed, without the new one (the old may belong to someone else now, or have
 * been a mistake: the member's address is not theirs to read); the new address is told that it signs in from now on.
 * Their texts are `mail:emailChanged`.
 */
export function emailChangedMails(
  member: { name: string; language: string },
  addresses: { old: string; new: string },
  signInLink: string,
): [Mail, Mail] {
  const t = textsIn(preferredLanguage(member.language));
  const mail = (to: string, what: string) =>
    composeMail({
      to,
      subject: t('mail:emailChanged.subject'),
      greeting: t('mail:greeting', { name: member.name }),
      before: [what, t('mail:emailChanged.notYou')],
      link: signInLink,
      action: t('mail:emailChanged.action'),
      after: [],
    });
  return [mail(addresses.old, t('mail:emailChanged.toOld')), mail(addresses.new, t('mail:emailChanged.toNew'))];
}
