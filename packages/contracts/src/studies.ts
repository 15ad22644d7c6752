import { z } from 'zod';
import { SquadRole, StudyState } from './enums.ts';
import { freeText, singleLineText } from './text.ts';

/** Ids in paths: bad ids answer 400, never 500. */
const Id = z.coerce.number().int().positive().max(2147483647);
/** A calendar day, YYYY-MM-DD (study dates carry no time). */
export const CalendarDate = singleLineText()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a calendar date');

export const StudyIdParams = z.object({ id: Id });
export type StudyIdParams = z.infer<typeof StudyIdParams>;

/**
 * One study as the coach sees it (GET api/manager/study/all, GET api/manager/study/{id}).
 * `state` is the effective state (an open study past its due date reads as finished).
 * `isAnswered`: the calling coach's own evaluation of it is finished. `playerAnswers`: finished player
 * evaluations; `playersInvited`: player evaluations that were not cancelled.
 */
export const ManagerStudy = z.object({
  id: z.number().int(),
  description: z.string(),
  state: StudyState,
  quizId: z.number().int(),
  quiz: z.string(),
  hasKeyTermSummary: z.boolean(),
  isAnswered: z.boolean(),
  playerAnswers: z.number().int(),
  playersInvited: z.number().int(),
  club: z.string(),
  clubId: z.number().int(),
  studyGroupId: z.number().int(),
  studyGroup: z.string(),
  startDate: z.string(),
  dueDate: z.string(),
  token: z.string(),
});
export type ManagerStudy = z.infer<typeof ManagerStudy>;
export const ManagerStudiesResponse = z.array(ManagerStudy);
export type ManagerStudiesResponse = z.infer<typeof ManagerStudiesResponse>;

const StudyFields = z.object({
  description: freeText().trim().min(1).max(300),
  startDate: CalendarDate,
  dueDate: CalendarDate,
});

/** The due date comes after the start date: one ValidationError item on `dueDate`. */
const dueAfterStart = <T extends { startDate: string; dueDate: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.dueDate <= v.startDate) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date must be after the start date' });
};

/** POST api/manager/study */
export const CreateStudyRequest = StudyFields.extend({ studyGroupId: Id, quizId: Id }).superRefine(dueAfterStart);
export type CreateStudyRequest = z.infer<typeof CreateStudyRequest>;

/** POST api/manager/study/Update: the id travels in the body (spec §7); description and dates only. */
export const UpdateStudyRequest = StudyFields.extend({ id: Id }).superRefine(dueAfterStart);
export type UpdateStudyRequest = z.infer<typeof UpdateStudyRequest>;

/**
 * GET api/manager/squadMember/bystudy/{id}: who was invited and whether they answered. Never their answers.
 * `id` is the evaluation's id (a stable row key).
 */
export const StudyMember = z.object({
  id: z.number().int(),
  fullName: z.string(),
  role: SquadRole,
  category: z.string(),
  answered: z.boolean(),
});
export type StudyMember = z.infer<typeof StudyMember>;
export const StudyMembersResponse = z.array(StudyMember);
export type StudyMembersResponse = z.infer<typeof StudyMembersResponse>;
