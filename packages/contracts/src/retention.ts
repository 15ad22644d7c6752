import { z } from 'zod';
import { ANSWER_RETENTION_MONTHS_MAX, ANSWER_RETENTION_MONTHS_MIN } from './constants.ts';

/**
 * The retention of answers (docs/decisions/0008): a study's answers are deleted `months` after its due date. The
 * day they are deleted on is `answersDeletionDate`, the one rule the job, the reports and the screens share.
 */

/** GET and PUT /api/admin/settings/answerRetention: the installation's retention period, in months. */
export const AnswerRetentionSetting = z.object({
  months: z.number().int().min(ANSWER_RETENTION_MONTHS_MIN).max(ANSWER_RETENTION_MONTHS_MAX),
});
export type AnswerRetentionSetting = z.infer<typeof AnswerRetentionSetting>;

/**
 * When a study's answers are (or were) deleted: `deleteOn` the day (YYYY-MM-DD) by the current setting,
 * `deletedAt` when they were deleted (ISO timestamp), null while they are kept.
 */
export const AnswerRetention = z.object({ deleteOn: z.string(), deletedAt: z.string().nullable() });
export type AnswerRetention = z.infer<typeof AnswerRetention>;

/**
 * The day a study's answers are deleted: its due date plus `months` calendar months, on the last day of the month
 * when that month is shorter (31 January + 1 month: 28 or 29 February), as PostgreSQL adds months to a date.
 */
export function answersDeletionDate(dueDate: string, months: number): string {
  const [y, m, d] = dueDate.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Whether a study due on `dueDate` has its answers deleted on `today` (YYYY-MM-DD) or before. */
export const answersAreDue = (dueDate: string, months: number, today: string) => answersDeletionDate(dueDate, months) <= today;
