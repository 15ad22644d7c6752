import { preferredLanguage } from '@club-pulse/contracts/constants';
import { longDay } from '@club-pulse/contracts/date-locale';
import { composeMail, type Mail } from '../../lib/mailer.ts';
import { textsIn } from '../../lib/texts.ts';

/** How many critical cases of a club were escalated: without an owner, and owned but unchanged. Never a name. */
export interface EscalationCounts {
  unowned: number;
  unchanged: number;
}

type Recipient = { email: string; name: string; language: string | null };

/**
 * To a coach of the club or a contact marked for escalations: counts and a link to the queue, never a name
 * (`mail:caseEscalation`; each count's words are a plural key of their own, filled into the sentence).
 */
export function escalationMail(to: Recipient, club: string, counts: EscalationCounts, link: string): Mail {
  const t = textsIn(preferredLanguage(to.language));
  return composeMail({
    to: to.email,
    subject: t('mail:caseEscalation.subject', { club }),
    greeting: t('mail:greeting', { name: to.name }),
    before: [
      t('mail:caseEscalation.body', {
        club,
        unowned: t('mail:caseEscalation.unowned', { count: counts.unowned }),
        unchanged: t('mail:caseEscalation.unchanged', { count: counts.unchanged }),
      }),
    ],
    link,
    action: t('mail:caseEscalation.action'),
    after: [t('mail:caseEscalation.after')],
  });
}

/** To a case's owner whose next step is past its date: the team, the club, the date and a link to the case (`mail:caseNextStep`). */
export function nextStepMail(to: Recipient, place: { team: string; club: string }, on: string, link: string): Mail {
  const language = preferredLanguage(to.language);
  const t = textsIn(language);
  return composeMail({
    to: to.email,
    subject: t('mail:caseNextStep.subject'),
    greeting: t('mail:greeting', { name: to.name }),
    // The day as the owner's language writes it, not the stored YYYY-MM-DD.
    before: [t('mail:caseNextStep.body', { team: place.team, club: place.club, date: longDay(on, language) })],
    link,
    action: t('mail:caseNextStep.action'),
    after: [t('mail:caseNextStep.after')],
  });
}
