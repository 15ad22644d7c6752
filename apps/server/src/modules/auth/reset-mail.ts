import { preferredLanguage } from '@club-pulse/contracts/constants';
import { composeMail, type Mail } from '../../lib/mailer.ts';
import { textsIn } from '../../lib/texts.ts';

/** The password-reset mail, in the member's language (English when unknown); its texts are `mail:passwordReset`. */
export function passwordResetMail(to: { email: string; name: string; language?: string | null }, link: string): Mail {
  const t = textsIn(preferredLanguage(to.language));
  return composeMail({
    to: to.email,
    subject: t('mail:passwordReset.subject'),
    greeting: t('mail:greeting', { name: to.name }),
    before: [t('mail:passwordReset.body')],
    link,
    action: t('mail:passwordReset.action'),
    after: [t('mail:passwordReset.ignore')],
  });
}
