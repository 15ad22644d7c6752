import type { Db } from '../../db/client.ts';

/** Every query of the retention of answers (docs/decisions/0008), asked of the owners of the tables. */

/**
 * What the retention asks of the owners of studies and answers. The studies and evaluations modules are above this
 * one (they ask `answerRetentionOf`), so app.ts hands their functions over.
 */
export interface RetentionOwners {
  /** Studies whose answers are still kept and whose due date is before `day` (the studies module). */
  studiesWithAnswersKept(db: Db, day: string): Promise<Array<{ id: number; dueDate: string }>>;
  /** Marks the study's answers deleted at `at` unless they are already; whether this call marked them (the studies module). */
  markAnswersDeleted(tx: Db, studyId: number, at: Date): Promise<boolean>;
  /** Deletes the answers of every evaluation of the study; how many (the evaluations module). */
  deleteAnswersOfStudy(tx: Db, studyId: number): Promise<number>;
}

/**
 * Marks the study's answers deleted at `at` and deletes them, in the caller's transaction. The mark is an UPDATE
 * of a row whose mark is still null, so of two instances deleting at once one updates it and the other, after
 * waiting for its row lock, updates nothing and answers null: each study's answers are deleted (and audited) once.
 */
export async function deleteAnswersOfStudy(tx: Db, owners: RetentionOwners, studyId: number, at: Date): Promise<{ answers: number } | null> {
  if (!(await owners.markAnswersDeleted(tx, studyId, at))) return null;
  return { answers: await owners.deleteAnswersOfStudy(tx, studyId) };
}
