import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, evaluations, studies } from '../../db/schema/index.ts';

/** Every query of the retention of answers (docs/decisions/0008). */

/** Studies whose answers are still kept and whose due date is before `day` (the job decides which are due). */
export function studiesWithAnswersKept(db: Db, day: string) {
  return db
    .select({ id: studies.id, dueDate: studies.dueDate })
    .from(studies)
    .where(and(isNull(studies.answersDeletedAt), lt(studies.dueDate, day)))
    .orderBy(studies.dueDate, studies.id);
}

/**
 * Marks the study's answers deleted at `at` and deletes them, in the caller's transaction. The mark is an UPDATE
 * of a row whose mark is still null, so of two instances deleting at once one updates it and the other, after
 * waiting for its row lock, updates nothing and answers null: each study's answers are deleted (and audited) once.
 */
export async function deleteAnswersOfStudy(tx: Db, studyId: number, at: Date): Promise<{ answers: number } | null> {
  const [claimed] = await tx
    .update(studies)
    .set({ answersDeletedAt: at })
    .where(and(eq(studies.id, studyId), isNull(studies.answersDeletedAt)))
    .returning({ id: studies.id });
  if (!claimed) return null;
  const deleted = await tx
    .delete(answers)
    .where(inArray(answers.evaluationId, tx.select({ id: evaluations.id }).from(evaluations).where(eq(evaluations.studyId, studyId))))
    .returning({ one: sql<number>`1` });
  return { answers: deleted.length };
}
