import type { Language } from '@club-pulse/contracts/constants';
import type { StudyState } from '@club-pulse/contracts/enums';
import { ANSWERABLE_EVALUATION_STATES } from '@club-pulse/contracts/study-rules';
import { and, asc, eq, gte, inArray, isNotNull, type SQL, type SQLWrapper, type Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { columnNames, qualified, tableAs } from '../../db/sql.ts';
import { namedRows, preparedOnce, preparedRows } from '../../db/rows.ts';
import { answers, evaluations } from './tables.ts';
import { questionCountOf, questionOfQuiz, questionsWithKeyTerms, quizName } from '../quizzes/index.ts';
import { studyFacts, studyPlace } from '../studies/index.ts';

/** Every evaluation of one member, with its study, club, team and progress: one query. */
export function listMemberEvaluations(db: Db, memberId: number) {
  return db
    .select({
      id: evaluations.id,
      state: evaluations.state,
      role: evaluations.squadRole,
      finishedAt: evaluations.finishedAt,
      coefficient: evaluations.coefficient,
      study: studyFacts.description,
      studyState: studyFacts.state,
      startDate: studyFacts.startDate,
      dueDate: studyFacts.dueDate,
      answersDeletedAt: studyFacts.answersDeletedAt,
      club: studyPlace.club,
      team: studyPlace.team,
      total: questionCountOf(studyFacts.quizId),
      answered: sql<number>`(select count(*) from ${answers} a where a.evaluation_id = ${evaluations.id})`.mapWith(Number),
    })
    .from(evaluations)
    .innerJoin(studyFacts, eq(studyFacts.id, evaluations.studyId))
    .innerJoin(studyPlace, eq(studyPlace.studyId, studyFacts.id))
    .where(eq(evaluations.memberId, memberId))
    .orderBy(asc(studyFacts.dueDate), asc(evaluations.id));
}
export type MemberEvaluationRow = Awaited<ReturnType<typeof listMemberEvaluations>>[number];

/**
 * What answering needs of an evaluation (the rules' study fields and the quiz), from two tables only: the
 * continue screen and every answer read it, so it is kept small (no club, team or quiz name to join).
 */
const answeringFields = {
  id: evaluations.id,
  state: evaluations.state,
  studyId: studyFacts.id,
  study: studyFacts.description,
  studyState: studyFacts.state,
  startDate: studyFacts.startDate,
  dueDate: studyFacts.dueDate,
  quizId: studyFacts.quizId,
};

/** The same with the owner, the dates and the quiz, club and team names (end screen, reports). */
const evaluationFields = {
  ...answeringFields,
  memberId: evaluations.memberId,
  startedAt: evaluations.startedAt,
  finishedAt: evaluations.finishedAt,
  quiz: quizName.name,
  club: studyPlace.club,
  team: studyPlace.team,
  /** Stored at finish: what the report shows once the study's answers are deleted. */
  coefficient: evaluations.coefficient,
  answersDeletedAt: studyFacts.answersDeletedAt,
};

/**
 * One evaluation with its study, quiz, club and team names (end screen, reports). `memberId` restricts it to
 * its owner.
 */
export async function findEvaluation(db: Db, id: number, opts: { memberId?: number } = {}) {
  const query = db
    .select(evaluationFields)
    .from(evaluations)
    .innerJoin(studyFacts, eq(studyFacts.id, evaluations.studyId))
    .innerJoin(quizName, eq(quizName.id, studyFacts.quizId))
    .innerJoin(studyPlace, eq(studyPlace.studyId, studyFacts.id))
    .where(and(eq(evaluations.id, id), opts.memberId === undefined ? undefined : eq(evaluations.memberId, opts.memberId)));
  const [row] = await query;
  return row ?? null;
}

/** The study an evaluation is of (its id), or undefined when there is no such evaluation: the exports' time zone. */
export async function studyOfEvaluation(db: Db, evaluationId: number): Promise<number | undefined> {
  const [row] = await db.select({ studyId: evaluations.studyId }).from(evaluations).where(eq(evaluations.id, evaluationId));
  return row?.studyId;
}

/**
 * Locks the evaluation row of `memberId` until the transaction ends, and reads what answering needs. Like the
 * continue screen's read below, a named statement (see plugins/auth.ts): every answer runs it.
 */
export async function lockAnsweringEvaluation(db: Db, id: number, memberId: number) {
  const [row] = await db
    .select(answeringFields)
    .from(evaluations)
    .innerJoin(studyFacts, eq(studyFacts.id, evaluations.studyId))
    .where(and(eq(evaluations.id, id), eq(evaluations.memberId, memberId)))
    .for('update', { of: evaluations })
    .prepare('answering_evaluation_locked')
    .execute();
  return row ?? null;
}

/** What answering needs with the evaluation's stored answers (question id, value), in one query: the continue screen's. */
export async function findEvaluationWithAnswers(db: Db, id: number, memberId: number) {
  const [row] = await preparedOnce(db, 'continue_evaluation', () =>
    db
      .select({
        ...answeringFields,
        answered: sql<
          Array<[number, number | null]>
        >`(select coalesce(json_agg(json_build_array(a.question_id, a.value)), '[]'::json) from ${answers} a where a.evaluation_id = ${evaluations.id})`,
      })
      .from(evaluations)
      .innerJoin(studyFacts, eq(studyFacts.id, evaluations.studyId))
      .where(and(eq(evaluations.id, sql.placeholder('id')), eq(evaluations.memberId, sql.placeholder('memberId'))))
      .prepare('continue_evaluation'),
  ).execute({ id, memberId });
  if (!row) return null;
  const raw: unknown = row.answered;
  const list = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<[number, number | null]>;
  return { ...row, answered: new Map(list.map(([questionId, value]) => [Number(questionId), value])) };
}
export type EvaluationRow = NonNullable<Awaited<ReturnType<typeof findEvaluation>>>;

/**
 * Stores an answer, the last one for an entry winning (docs/design.md#states), only when the entry is a question of the
 * evaluation's quiz, and counts the quiz's questions still unanswered afterwards: one statement (an
 * INSERT … SELECT from the quiz's questions, in a CTE). `stored` is false when the entry is not in the quiz.
 *
 * The CTE's insert is invisible to the statement's own reads, so the count takes every other question without
 * a stored answer, minus the one just stored. Called with the evaluation row locked (`lockAnsweringEvaluation`),
 * so the statement's snapshot, taken after the lock, sees every other answer already committed.
 */
export async function storeAnswer(
  db: Db,
  evaluationId: number,
  quizId: number,
  questionId: number,
  value: number | null,
): Promise<{ stored: boolean; unanswered: number }> {
  const q = questionOfQuiz;
  const a = tableAs(answers, 'a');
  const [row] = await namedRows<{ stored: number | string; unanswered: number | string }>(
    db,
    'store_answer',
    sql`with stored as (
          insert into ${answers} (${columnNames(answers.evaluationId, answers.questionId, answers.value, answers.answeredAt)})
          select ${evaluationId}::integer, ${q.id}, ${value}::smallint, now()
            from ${q} where ${q.id} = ${questionId}::integer and ${q.quizId} = ${quizId}::integer
          on conflict (${columnNames(answers.evaluationId, answers.questionId)})
            do update set ${columnNames(answers.value)} = excluded.${columnNames(answers.value)}, ${columnNames(answers.answeredAt)} = now()
          returning ${columnNames(answers.questionId)}
        )
        select (select count(*) from stored) as stored,
               (select count(*) from ${q}
                 where ${q.quizId} = ${quizId}::integer
                   and ${q.id} not in (select ${columnNames(answers.questionId)} from stored)
                   and not exists (select 1 from ${a.from} where ${a.t.evaluationId} = ${evaluationId}::integer and ${a.t.questionId} = ${q.id})
               ) as unanswered`,
  );
  return { stored: Number(row?.stored ?? 0) > 0, unanswered: Number(row?.unanswered ?? 0) };
}

/**
 * Stores an answer in one call, unless it is the answer that completes the quiz (see the function
 * `store_answer_unless_last` in db/migrations/0001): locks the evaluation of `memberId`, checks the study
 * accepts answers on `on` and the entry is a question of the quiz, stores it and moves the states on the first
 * answer. `null` when the evaluation is not the member's; otherwise the evaluation's answering fields and the
 * outcome.
 */
export async function storeAnswerUnlessLast(
  db: Db,
  args: { evaluationId: number; memberId: number; questionId: number; value: number | null; on: string },
) {
  type E = typeof evaluations.$inferSelect;
  const [row] = await preparedRows<{
    state: E['state'];
    studyId: number;
    studyState: StudyState;
    startDate: string;
    dueDate: string;
    quizId: number;
    outcome: 'stored' | 'not_accepting' | 'not_in_quiz' | 'completes';
  }>(
    db,
    'store_answer_unless_last',
    () =>
      sql`select ev_state as "state", ev_study_id as "studyId", ev_study_state as "studyState", ev_start_date::text as "startDate",
                 ev_due_date::text as "dueDate", ev_quiz_id as "quizId", outcome
            from store_answer_unless_last(${sql.placeholder('evaluationId')}::integer, ${sql.placeholder('memberId')}::integer,
                                          ${sql.placeholder('questionId')}::integer, ${sql.placeholder('value')}::smallint,
                                          ${sql.placeholder('on')}::date)`,
    args,
  );
  return row ?? null;
}

/** The first answer moves the evaluation, and its study, from open to in progress. */
export async function markStarted(db: Db, evaluationId: number) {
  await db
    .update(evaluations)
    .set({ state: 'inprogress', startedAt: sql`coalesce(${evaluations.startedAt}, now())` })
    .where(and(eq(evaluations.id, evaluationId), eq(evaluations.state, 'open')));
}

export async function markFinished(db: Db, evaluationId: number, coefficient: number | null) {
  await db.update(evaluations).set({ state: 'finished', finishedAt: sql`now()`, coefficient }).where(eq(evaluations.id, evaluationId));
}

/**
 * The stored answers of an evaluation with what scoring needs (key term, reversed) and the key term's name:
 * one query, ordered by key term then question.
 */
export function scoredAnswers(db: Db, evaluationId: number, lang: Language) {
  const question = questionsWithKeyTerms(lang);
  return db
    .select({ keyTerm: question.keyTerm, keyTermName: question.keyTermName, value: answers.value, reversed: question.reversed })
    .from(answers)
    .innerJoin(question, eq(question.id, answers.questionId))
    .where(eq(answers.evaluationId, evaluationId))
    .orderBy(asc(question.keyTermPosition), asc(question.position));
}

/**
 * "Somebody has finished answering the study of `studyId`" (a column of the caller's statement), as SQL for
 * another module's query: the admin home's quiet studies. Finishing stores the state and its time together, and
 * a finished evaluation stays finished whatever becomes of its study (docs/design.md#states).
 */
export const studyHasFinishedEvaluation = (studyId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${evaluations} where ${and(eq(evaluations.studyId, studyId), eq(evaluations.state, 'finished'))})`;

/**
 * "Somebody has stored an answer to the study of `studyId`" (a column of the caller's statement), as SQL for another
 * module's statement: a reopened study is in progress when anyone has answered, else open. The studies module is
 * below this one, so app.ts hands it over (`studiesModule({ evaluations })`).
 */
export const studyHasAnswer = (studyId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${answers} join ${evaluations} on ${evaluations.id} = ${answers.evaluationId}
    where ${evaluations.studyId} = ${studyId})`;

/** How many evaluations were finished since `since`, as a sub-select for another module's query (the operator's metrics). */
export const finishedSinceCount = (since: Date): SQL<number> =>
  qualified(
    sql<number>`(select count(*) from ${evaluations} where ${and(eq(evaluations.state, 'finished'), gte(evaluations.finishedAt, since))})`,
  ).mapWith(Number);

/** The member's own finished evaluations with their study, club and team and their stored coefficient, oldest first: the trends. */
export const listOwnFinished = (db: Db, memberId: number) =>
  db
    .select({
      evaluationId: evaluations.id,
      study: studyPlace.study,
      club: studyPlace.club,
      team: studyPlace.team,
      finishedAt: evaluations.finishedAt,
      coefficient: evaluations.coefficient,
    })
    .from(evaluations)
    .innerJoin(studyPlace, eq(studyPlace.studyId, evaluations.studyId))
    .where(and(eq(evaluations.memberId, memberId), eq(evaluations.state, 'finished'), isNotNull(evaluations.finishedAt)))
    .orderBy(asc(evaluations.finishedAt), asc(evaluations.id));

/**
 * Cancels the member's evaluations not finished yet (`ANSWERABLE_EVALUATION_STATES`) of the studies `studyIds` (the
 * caller's sub-select of study ids): a member who leaves a club stops owing its studies. How many were cancelled.
 */
export async function cancelAnswerableEvaluations(db: Db, memberId: number, studyIds: SQLWrapper): Promise<number> {
  const cancelled = await db
    .update(evaluations)
    .set({ state: 'cancelled' })
    .where(and(eq(evaluations.memberId, memberId), inArray(evaluations.state, ANSWERABLE_EVALUATION_STATES), inArray(evaluations.studyId, studyIds)))
    .returning({ id: evaluations.id });
  return cancelled.length;
}

/**
 * Cancels the study's evaluations not finished yet (`ANSWERABLE_EVALUATION_STATES`), in the caller's transaction (the
 * study's own cancellation); finished ones stay. How many were cancelled. Handed to the studies module by app.ts.
 */
export async function cancelAnswerableEvaluationsOfStudy(tx: Db, studyId: number): Promise<number> {
  const cancelled = await tx
    .update(evaluations)
    .set({ state: 'cancelled' })
    .where(and(eq(evaluations.studyId, studyId), inArray(evaluations.state, ANSWERABLE_EVALUATION_STATES)))
    .returning({ id: evaluations.id });
  return cancelled.length;
}

/**
 * Who a new study invites: a sub-select of members (`memberId`) with the squad role each answers as, one row a member
 * (the members module's `currentSquadOfGroup`).
 */
export type Invitees = Subquery & Record<'memberId' | 'squadRole', AnyPgColumn>;

/**
 * Gives every member of `invited` an open evaluation of the study with their squad role, in one statement of the
 * caller's transaction (a new study's); a member who has one already keeps it. Handed to the studies module by app.ts.
 */
export async function openEvaluationsFor(tx: Db, studyId: number, invited: Invitees): Promise<void> {
  await tx.execute(sql`
      insert into ${evaluations} (${columnNames(evaluations.studyId, evaluations.memberId, evaluations.squadRole, evaluations.state)})
      select ${studyId}::int, ${invited.memberId}, ${invited.squadRole}, 'open'
      from ${invited}
      on conflict (${columnNames(evaluations.studyId, evaluations.memberId)}) do nothing`);
}

/**
 * Deletes the answers of every evaluation of the study, in the caller's transaction (the retention's, after it
 * marked the study's answers deleted); how many.
 */
export async function deleteAnswersOfStudy(tx: Db, studyId: number): Promise<number> {
  const deleted = await tx
    .delete(answers)
    .where(inArray(answers.evaluationId, tx.select({ id: evaluations.id }).from(evaluations).where(eq(evaluations.studyId, studyId))))
    .returning({ one: sql<number>`1` });
  return deleted.length;
}

/**
 * Gives the member an open evaluation of the study as a Player, unless they have one already (any state): a
 * concurrent call that won the race keeps its own, and a cancelled one stays cancelled.
 */
export async function ensurePlayerEvaluation(db: Db, studyId: number, memberId: number) {
  await db
    .insert(evaluations)
    .values({ studyId, memberId, squadRole: 'Player', state: 'open' })
    .onConflictDoNothing({ target: [evaluations.studyId, evaluations.memberId] });
}
