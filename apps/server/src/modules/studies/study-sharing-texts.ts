import type { Language } from '@club-pulse/contracts/constants';
import { longDay } from '@club-pulse/contracts/date-locale';
import { composeMail, type Mail } from '../../lib/mailer.ts';
import { textsIn } from '../../lib/texts.ts';

/** The texts of the QR poster in `language` (`exports:poster` of the catalogues), its due day as the language writes it. */
export function posterTexts(language: Language) {
  const t = textsIn(language);
  return {
    headline: t('exports:poster.headline'),
    team: (team: string) => t('exports:poster.team', { team }),
    scan: t('exports:poster.scan'),
    orOpen: t('exports:poster.orOpen'),
    until: (day: string) => t('exports:poster.until', { date: longDay(day, language) }),
    stepsTitle: t('exports:poster.stepsTitle'),
    steps: [t('exports:poster.steps.scan'), t('exports:poster.steps.account'), t('exports:poster.steps.answer')],
    footer: t('exports:poster.footer'),
  };
}

/**
 * A coach's invitation to a study (`mail:studyInvitation`), in `language`: a member is greeted by name and sent to
 * the study, an address nobody has yet to the registration.
 */
export function studyInvitationMail(
  to: { email: string; name: string | null },
  study: { club: string; studyGroup: string; description: string; dueDate: string },
  link: string,
  language: Language,
): Mail {
  const t = textsIn(language);
  return composeMail({
    to: to.email,
    subject: t('mail:studyInvitation.subject', { club: study.club }),
    greeting: to.name ? t('mail:greeting', { name: to.name }) : t('mail:greetingNoName'),
    before: [t('mail:studyInvitation.body', { club: study.club, team: study.studyGroup, study: study.description })],
    link,
    action: t('mail:studyInvitation.action'),
    after: [t('mail:studyInvitation.until', { date: longDay(study.dueDate, language) }), t('mail:studyInvitation.unknown')],
  });
}
