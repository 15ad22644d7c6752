import { preferredLanguage } from '@club-pulse/contracts/constants';
import { longDay } from '@club-pulse/contracts/date-locale';
import { REMINDER_DAYS_BEFORE_DUE, type ReminderKind } from '@club-pulse/contracts/reminders';
import { composeMail, type Mail } from '../../lib/mailer.ts';
import { textsIn } from '../../lib/texts.ts';

/** Where a study is: its team and club, as the mails name it. */
interface StudyPlace {
  description: string;
  studyGroup: string;
  club: string;
  dueDate: string;
}

/**
 * A reminder to a member who has not finished, in their language, linking to their next question (after sign-in).
 * Its texts are `mail:reminder`, one subject and one body per kind; the days left are a count (a plural key).
 */
export function reminderMail(to: { email: string; name: string; language: string }, kind: ReminderKind, study: StudyPlace, link: string): Mail {
  const language = preferredLanguage(to.language);
  const t = textsIn(language);
  // The due day as the member's language writes it, not the stored YYYY-MM-DD.
  const place = { ...study, dueDate: longDay(study.dueDate, language), count: REMINDER_DAYS_BEFORE_DUE };
  return composeMail({
    to: to.email,
    subject: t(`mail:reminder.subject.${kind}`, place),
    greeting: t('mail:greeting', { name: to.name }),
    before: [t(`mail:reminder.body.${kind}`, place)],
    link,
    action: t('mail:reminder.action'),
    after: [t('mail:reminder.after')],
  });
}

interface AlertCounts {
  newCritical: number;
  critical: number;
  finished: number;
}

/**
 * The alert to one of the club's coaches: counts and a link to the study's report, never a player's name
 * (`mail:criticalAlert`; each count's words are a plural key of their own, filled into the sentences).
 */
export function criticalAlertMail(to: { email: string; name: string; language: string }, study: StudyPlace, counts: AlertCounts, link: string): Mail {
  const t = textsIn(preferredLanguage(to.language));
  return composeMail({
    to: to.email,
    subject: t('mail:criticalAlert.subject', { ...study }),
    greeting: t('mail:greeting', { name: to.name }),
    before: [
      t('mail:criticalAlert.body', { ...study, newResults: t('mail:criticalAlert.newResults', { count: counts.newCritical }) }),
      t('mail:criticalAlert.counts', {
        criticalResults: t('mail:criticalAlert.criticalResults', { count: counts.critical }),
        finishedPlayers: t('mail:criticalAlert.finishedPlayers', { count: counts.finished }),
      }),
    ],
    link,
    action: t('mail:criticalAlert.action'),
    after: [t('mail:criticalAlert.after')],
  });
}
