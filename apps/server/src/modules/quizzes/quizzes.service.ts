import type { AdminQuiz, AdminQuizzesPage, AdminQuizzesQuery } from '@club-pulse/contracts/admin-quizzes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './quizzes.repository.ts';
import { listCategories } from './quiz-categories.repository.ts';
import type { CategoryOfStudyGroup, StudyCount } from './quizzes.repository.ts';

/** The admin list: one row per quiz, its current version (docs/decisions/0007). */
export const listQuizzes = (db: Db, studyCount: StudyCount): Promise<AdminQuiz[]> => repo.listQuizFamilies(db, studyCount);

/** One page of the quizzes list, searched, filtered and sorted by the server, with the total. */
export async function listQuizzesPage(db: Db, studyCount: StudyCount, query: AdminQuizzesQuery): Promise<AdminQuizzesPage> {
  const { items, total } = await repo.listQuizFamiliesPage(db, studyCount, query);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * A disabled quiz cannot be chosen for a new study; running studies keep it. It applies to the whole quiz, every
 * version (`id` may be any of them). Audited.
 */
export async function setQuizEnabled(db: Db, studyCount: StudyCount, actorId: number, id: number, enabled: boolean): Promise<AdminQuiz> {
  const familyId = await repo.setFamilyEnabled(db, id, enabled);
  if (familyId === null) throw new AppError('NotFound');
  const quiz = await repo.findQuizFamily(db, studyCount, familyId);
  if (!quiz) throw new AppError('NotFound');
  await recordAudit(db, actorId, enabled ? 'quiz.enable' : 'quiz.disable', `quiz:${id}`, quiz.name);
  return quiz;
}

export const quizCategories = (db: Db) => listCategories(db);

/** The quizzes a new study of the group may use (the caller's permission on the group is checked by the route). */
export const availableQuizzes = (db: Db, categoryOfStudyGroup: CategoryOfStudyGroup, studyGroupId: number) =>
  repo.listQuizzesForGroup(db, categoryOfStudyGroup, studyGroupId);
