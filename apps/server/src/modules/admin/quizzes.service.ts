import type { AdminQuiz } from '@club-pulse/contracts/admin-quizzes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from './audit.ts';
import * as repo from './quizzes.repository.ts';

export const listQuizzes = (db: Db) => repo.listQuizzes(db);

/** A disabled quiz cannot be chosen for a new study; running studies keep it. Audited. */
export async function setQuizEnabled(db: Db, actorId: number, id: number, enabled: boolean): Promise<AdminQuiz> {
  if (!(await repo.setEnabled(db, id, enabled))) throw new AppError('NotFound');
  await recordAudit(db, actorId, enabled ? 'quiz.enable' : 'quiz.disable', `quiz:${id}`);
  const quiz = await repo.findQuiz(db, id);
  if (!quiz) throw new AppError('NotFound');
  return quiz;
}
