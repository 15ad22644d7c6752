import { z } from 'zod';
import { singleLineText } from './text.ts';

/** Ids in paths and bodies of the admin calls: bad ids answer 400, never 500. */
export const AdminId = z.coerce.number().int().positive().max(2147483647);
/** An id carried in a JSON body (no coercion: "12" is a wrong type). */
export const AdminBodyId = z.number().int().positive().max(2147483647);

export const AdminIdParams = z.object({ id: AdminId });
export type AdminIdParams = z.infer<typeof AdminIdParams>;
export const AdminClubIdParams = z.object({ clubId: AdminId });
export type AdminClubIdParams = z.infer<typeof AdminClubIdParams>;

/** A calendar day, YYYY-MM-DD. */
export const AdminCalendarDate = singleLineText()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a calendar date');

/** GET api/admin/summary: the counts of the admin home. */
export const AdminSummary = z.object({
  accounts: z.number().int(),
  clubs: z.number().int(),
  activeClubs: z.number().int(),
  studyGroups: z.number().int(),
  studies: z.number().int(),
  runningStudies: z.number().int(),
  members: z.number().int(),
  disabledMembers: z.number().int(),
  quizzes: z.number().int(),
  enabledQuizzes: z.number().int(),
});
export type AdminSummary = z.infer<typeof AdminSummary>;

/** GET api/quizcategory: `name` is a key the client translates (youth, senior, staff…). */
export const QuizCategory = z.object({ id: z.number().int(), name: z.string() });
export type QuizCategory = z.infer<typeof QuizCategory>;
export const QuizCategoriesResponse = z.array(QuizCategory);
export type QuizCategoriesResponse = z.infer<typeof QuizCategoriesResponse>;
