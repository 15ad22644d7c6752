import { z } from 'zod';
import { StudyGroupState } from './enums.ts';

/** A study group of one of the coach's clubs; `category` is the quiz category's name (translated by the client). */
export const ManagerStudyGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  state: StudyGroupState,
});
export type ManagerStudyGroup = z.infer<typeof ManagerStudyGroup>;

/**
 * GET api/manager/club/myClubs: the clubs where the caller is Coach, with their study groups.
 * `acceptsNewStudies`: the club is active and its account active and not past renewal (docs/design.md#states).
 */
export const ManagerClub = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  acceptsNewStudies: z.boolean(),
  studyGroups: z.array(ManagerStudyGroup),
});
export type ManagerClub = z.infer<typeof ManagerClub>;
export const MyClubsResponse = z.array(ManagerClub);
export type MyClubsResponse = z.infer<typeof MyClubsResponse>;

/** GET api/manager/quiz/available?studyGroupId=: enabled quizzes of the group's category. */
export const AvailableQuizzesQuery = z.object({ studyGroupId: z.coerce.number().int().positive().max(2147483647) });
export type AvailableQuizzesQuery = z.infer<typeof AvailableQuizzesQuery>;
export const AvailableQuiz = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  hasKeyTermSummary: z.boolean(),
});
export type AvailableQuiz = z.infer<typeof AvailableQuiz>;
export const AvailableQuizzesResponse = z.array(AvailableQuiz);
export type AvailableQuizzesResponse = z.infer<typeof AvailableQuizzesResponse>;
