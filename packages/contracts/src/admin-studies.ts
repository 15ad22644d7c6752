import { z } from 'zod';
import { IdFilter, listQuery, pageOf } from './admin-lists.ts';
import { EvaluationState, SquadRole, StudyState } from './enums.ts';
import { AnswerRetention } from './retention.ts';

/** A study as the admin sees it (GET api/admin/study/bystudygroup/{id}, byclub/{id}, {id}). `state` is effective. */
export const AdminStudy = z.object({
  id: z.number().int(),
  description: z.string(),
  quizId: z.number().int(),
  quiz: z.string(),
  state: StudyState,
  clubId: z.number().int(),
  club: z.string(),
  studyGroupId: z.number().int(),
  studyGroup: z.string(),
  startDate: z.string(),
  dueDate: z.string(),
  playerAnswers: z.number().int(),
  playersInvited: z.number().int(),
  coachAnswers: z.number().int(),
  coachesInvited: z.number().int(),
  /** When the study's answers are (or were) deleted (docs/decisions/0008). */
  answerRetention: AnswerRetention,
});
export type AdminStudy = z.infer<typeof AdminStudy>;
export const AdminStudiesResponse = z.array(AdminStudy);
export type AdminStudiesResponse = z.infer<typeof AdminStudiesResponse>;

/** GET api/admin/squadMember/bystudy/{id}: the study's evaluations; `state` is effective. */
export const AdminStudyMember = z.object({
  evaluationId: z.number().int(),
  memberId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  role: SquadRole,
  category: z.string(),
  state: EvaluationState,
  finishedAt: z.string().nullable(),
});
export type AdminStudyMember = z.infer<typeof AdminStudyMember>;
export const AdminStudyMembersResponse = z.array(AdminStudyMember);
export type AdminStudyMembersResponse = z.infer<typeof AdminStudyMembersResponse>;

export const STUDY_SORTS = ['startDate', 'dueDate', 'description', 'quiz'] as const;
/**
 * GET /api/admin/study/page: studies of every club, one page (of one study group with `studyGroupId`). `state` is
 * the effective state (a running study past its due date is `finished`, docs/design.md#states); `q` finds studies
 * whose description begins with it.
 */
export const AdminStudiesQuery = listQuery(
  STUDY_SORTS,
  { sort: 'startDate', dir: 'desc' },
  { state: StudyState.optional(), clubId: IdFilter, studyGroupId: IdFilter, quizId: IdFilter },
);
export type AdminStudiesQuery = z.infer<typeof AdminStudiesQuery>;
export const AdminStudiesPage = pageOf(AdminStudy);
export type AdminStudiesPage = z.infer<typeof AdminStudiesPage>;
