import { QUIET_STUDY_DAYS } from '@club-pulse/contracts/constants';
import { RUNNING_STUDY_STATES } from '@club-pulse/contracts/study-rules';
import { and, desc, eq, gte, inArray, isNull, lt, lte, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { countRows, daysFrom, qualified } from '../../db/sql.ts';
import { studies } from './tables.ts';

/**
 * What other modules ask of the studies table alone: counts for the admin home and the metrics, the quizzes'
 * study counts, a team's studies for the trends, the retention's claim. What needs a study's team and club
 * (`studyPlace` and the lists built on it) is in study-place.repository.ts.
 */

/** The first answer of one of its evaluations moves a study from open to in progress (in the caller's transaction). */
export async function markStudyStarted(db: Db, studyId: number) {
  await db
    .update(studies)
    .set({ state: 'inprogress' })
    .where(and(eq(studies.id, studyId), eq(studies.state, 'open')));
}

/**
 * How many studies the study group `studyGroupId` (a column of the caller's statement) has, as a sub-select: the
 * admin's study group lists. The study groups module is below this one, so app.ts hands it over.
 */
export const studyCountOfGroup = (studyGroupId: AnyPgColumn): SQL<number> =>
  qualified(sql<number>`(select count(*) from ${studies} where ${studies.studyGroupId} = ${studyGroupId})`).mapWith(Number);

/** Open or in progress and not past its due date on `on` (the contracts' study rules): a condition on `studies`. */
export const runningOn = (on: string) => and(inArray(studies.state, RUNNING_STUDY_STATES), gte(studies.dueDate, on));

/** How many studies are running on `on` (open or in progress, not past their due date), as a sub-select for another module's query (the operator's metrics). */
export const runningStudyCount = (on: string): SQL<number> => countRows(studies, runningOn(on));

/**
 * Whether somebody finished an evaluation of the study `studyId`: the evaluations module's `studyHasFinishedEvaluation`,
 * handed over by the caller (evaluations is above this module: it asks `studyPlace`).
 */
export type HasFinishedEvaluation = (studyId: AnyPgColumn) => SQL<boolean>;

/**
 * A running study on `on` that started QUIET_STUDY_DAYS or more before and that nobody has finished answering.
 * A condition on `studies`.
 */
export const quietOn = (on: string, hasFinishedEvaluation: HasFinishedEvaluation) =>
  and(runningOn(on), lte(studies.startDate, daysFrom(on, -QUIET_STUDY_DAYS)), not(hasFinishedEvaluation(studies.id)));

/** How many studies there are, run on `on` and are quiet on `on` (`quietOn`), as sub-selects for another module's query (the admin home). */
export const studyCounts = (on: string, hasFinishedEvaluation: HasFinishedEvaluation) => ({
  all: countRows(studies),
  running: runningStudyCount(on),
  quiet: countRows(studies, quietOn(on, hasFinishedEvaluation)),
});

/**
 * How many studies run on the quiz versions that `rest(quizId)` picks, as a correlated count for the quizzes'
 * lists: `rest` is the sub-select after `from studies` (the quizzes module's join and where on the study's quiz,
 * `quizId`). The quizzes module is below this one (it asks `findQuizForStudy`), so app.ts hands it over.
 */
export const studyCountOfQuizzes = (rest: (quizId: AnyPgColumn) => SQL): SQL<number> =>
  qualified(sql<number>`(select count(*) from ${studies} ${rest(studies.quizId)})`).mapWith(Number);

/** The ids of the group's newest `max` studies, oldest first (by start date, then id): the team's trends. */
export async function listGroupStudyIds(db: Db, studyGroupId: number, max: number): Promise<number[]> {
  const rows = await db
    .select({ id: studies.id })
    .from(studies)
    .where(eq(studies.studyGroupId, studyGroupId))
    .orderBy(desc(studies.startDate), desc(studies.id))
    .limit(max);
  return rows.map((r) => r.id).reverse();
}

/** Studies whose answers are still kept and whose due date is before `day` (the retention's job decides which are due). */
export const studiesWithAnswersKept = (db: Db, day: string) =>
  db
    .select({ id: studies.id, dueDate: studies.dueDate })
    .from(studies)
    .where(and(isNull(studies.answersDeletedAt), lt(studies.dueDate, day)))
    .orderBy(studies.dueDate, studies.id);

/**
 * Marks the study's answers deleted at `at`, in the caller's transaction, unless they are already: whether this
 * call marked them (of two at once, the second waits for the row lock and marks nothing). The retention's claim.
 */
export async function markAnswersDeleted(tx: Db, studyId: number, at: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(studies)
    .set({ answersDeletedAt: at })
    .where(and(eq(studies.id, studyId), isNull(studies.answersDeletedAt)))
    .returning({ id: studies.id });
  return claimed !== undefined;
}
