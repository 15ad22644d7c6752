/**
 * Reminders: invited members who have not finished a study get a mail when it opens, a few days
 * before its due date and on its due date; the coach may send one more now, once a day per study. The club's
 * coaches get a mail (counts only, never a name) when a study gets new critical results, once a day per study.
 * The rules are here, pure functions of the study's dates and the day (YYYY-MM-DD, UTC like every study date):
 * the server's scheduler asks them which mail is due, the web shows the coach's once-a-day state.
 */
import { z } from 'zod';

/**
 * The most study mails (opening mails and reminders, scheduled or sent by a coach, of all studies together) one
 * member gets in a day. A scheduled mail past it waits for the next day its rule still holds; a coach's reminder
 * past it leaves that member out and says so (`skipped.dailyLimit`).
 */
export const STUDY_MAILS_PER_MEMBER_PER_DAY = 2;

/** The reminder before the due date goes this many days before it. */
export const REMINDER_DAYS_BEFORE_DUE = 3;

/** `opening`, `beforeDue`, `dueDay`: the scheduled mails; `manual`: the coach's "send a reminder now". */
export const ReminderKind = z.enum(['opening', 'beforeDue', 'dueDay', 'manual']);
export type ReminderKind = z.infer<typeof ReminderKind>;
export type ScheduledReminderKind = Exclude<ReminderKind, 'manual'>;

/** The calendar day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The scheduled reminder due on day `on` for a member who has not finished a running study, and the day it
 * is for (each (study, member, kind, day) is mailed once). None before the start or after the due date.
 * On the due date: `dueDay`. From REMINDER_DAYS_BEFORE_DUE days before it: `beforeDue`, unless the study opened
 * inside that window (then its opening mail says the same). Otherwise, from the start: `opening`. A day missed
 * (every instance down) is caught up the next time the scheduler runs while the same rule holds.
 */
export function scheduledReminderOn(study: { startDate: string; dueDate: string }, on: string): { kind: ScheduledReminderKind; day: string } | null {
  if (on < study.startDate || on > study.dueDate) return null;
  if (on === study.dueDate) return { kind: 'dueDay', day: study.dueDate };
  const before = addDays(study.dueDate, -REMINDER_DAYS_BEFORE_DUE);
  if (on >= before && before > study.startDate) return { kind: 'beforeDue', day: before };
  return { kind: 'opening', day: study.startDate };
}

/** The coach's reminder once a day per study: sent on `lastSentOn` (a day), the next is possible the day after. */
export const nextManualReminderOn = (lastSentOn: string | null, on: string): string => (lastSentOn === on ? addDays(on, 1) : on);

/**
 * GET api/manager/study/{id}/reminders: the coach's reminder state. `unfinished`: invited members who have not
 * finished; `lastSentOn`: the day of the last reminder sent by a coach; `nextPossibleOn`: the first day the
 * next may go (today when `canSendNow`); `canSendNow` also needs the study to accept answers today.
 */
export const StudyRemindersResponse = z.object({
  studyId: z.number().int(),
  unfinished: z.number().int(),
  lastSentOn: z.string().nullable(),
  nextPossibleOn: z.string(),
  canSendNow: z.boolean(),
  acceptsAnswers: z.boolean(),
});
export type StudyRemindersResponse = z.infer<typeof StudyRemindersResponse>;

/**
 * Who a coach's reminder left out, by reason (counts only, never who): `finished` answered already (or the study
 * ended for them), `mailedToday` got a mail about this study today, `dailyLimit` got STUDY_MAILS_PER_MEMBER_PER_DAY
 * study mails today, `disabled` has a disabled account.
 */
export const ReminderSkips = z.object({
  finished: z.number().int(),
  mailedToday: z.number().int(),
  dailyLimit: z.number().int(),
  disabled: z.number().int(),
});
export type ReminderSkips = z.infer<typeof ReminderSkips>;

/**
 * POST api/manager/study/{id}/remind (no body): how many members were mailed, who was left out and why, and the
 * state after it. A reminder that would reach nobody sends nothing (`sent` 0) and does not use up the day's.
 */
export const SendRemindersResponse = StudyRemindersResponse.extend({ sent: z.number().int(), skipped: ReminderSkips });
export type SendRemindersResponse = z.infer<typeof SendRemindersResponse>;
