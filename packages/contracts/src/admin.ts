import { z } from 'zod';
import { QUIET_STUDIES_LISTED } from './constants.ts';
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

/** A running study nobody has finished answering since it started, QUIET_STUDY_DAYS or more ago (constants.ts). */
export const AdminQuietStudy = z.object({
  id: z.number().int(),
  /** The study's description, its name on every screen. */
  name: z.string(),
  clubId: z.number().int(),
  clubName: z.string(),
  studyGroupId: z.number().int(),
  studyGroupName: z.string(),
  /** Calendar days, YYYY-MM-DD. */
  startDate: z.string(),
  dueDate: z.string(),
});
export type AdminQuietStudy = z.infer<typeof AdminQuietStudy>;

/**
 * What the admin home asks the admin to act on: active accounts past their renewal date (their clubs get no new
 * studies or members, docs/design.md#states) and those renewing within RENEWAL_SOON_DAYS, today included; the
 * quiet studies, the oldest start first, at most QUIET_STUDIES_LISTED of them, and how many there are in all.
 */
export const AdminAttention = z.object({
  accountsPastRenewal: z.number().int(),
  accountsRenewingSoon: z.number().int(),
  quietStudies: z.array(AdminQuietStudy).max(QUIET_STUDIES_LISTED),
  quietStudiesTotal: z.number().int(),
});
export type AdminAttention = z.infer<typeof AdminAttention>;

/** GET api/admin/summary: the counts of the admin home, and what needs the admin's attention. */
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
  attention: AdminAttention,
});
export type AdminSummary = z.infer<typeof AdminSummary>;

/** GET api/quizcategory: `name` is a key the client translates (youth, senior, staff…). */
export const QuizCategory = z.object({ id: z.number().int(), name: z.string() });
export type QuizCategory = z.infer<typeof QuizCategory>;
export const QuizCategoriesResponse = z.array(QuizCategory);
export type QuizCategoriesResponse = z.infer<typeof QuizCategoriesResponse>;
