import { DEFAULT_LANGUAGE, type Language } from '@club-pulse/contracts/constants';
import type { ContinueQuizResponse, EndedEvaluationResponse, MyEvaluation } from '@club-pulse/contracts/evaluations';
import { scoreEvaluation } from '@club-pulse/contracts/scoring';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { effectiveEvaluationState, evaluationAcceptsAnswers } from '@club-pulse/contracts/study-rules';
import { today } from '../../lib/dates.ts';
import type { EvaluationOwner } from '../policies/index.ts';
import { answerRetentionOf } from '../retention/index.ts';
import { answerRetentionMonths } from '../setup/index.ts';
import { markStudyStarted } from '../studies/index.ts';
import * as repo from './evaluations.repository.ts';
import { quizContent } from './quiz-content.ts';

function toListItem(row: repo.MemberEvaluationRow, on: string, retentionMonths: number): MyEvaluation {
  const study = { state: row.studyState, startDate: row.startDate, dueDate: row.dueDate };
  const state = effectiveEvaluationState({ state: row.state }, study, on);
  return {
    id: row.id,
    study: row.study,
    club: row.club,
    team: row.team,
    role: row.role,
    state,
    startDate: row.startDate,
    dueDate: row.dueDate,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    hasReport: row.state === 'finished',
    canAnswer: evaluationAcceptsAnswers({ state }, study, on),
    answered: row.answered,
    total: row.total,
    answerRetention: answerRetentionOf(row, retentionMonths),
  };
}

async function listItems(db: Db, owner: EvaluationOwner) {
  const on = today();
  const [rows, months] = await Promise.all([repo.listMemberEvaluations(db, owner.ownerId), answerRetentionMonths(db)]);
  return rows.map((r) => toListItem(r, on, months));
}

/**
 * Pending: evaluations still to answer (effective state open or in progress), including those of a study
 * that has not started yet (listed with canAnswer false, so the player knows what is coming).
 */
export async function pendingEvaluations(db: Db, owner: EvaluationOwner): Promise<MyEvaluation[]> {
  const items = await listItems(db, owner);
  return items.filter((e) => e.state === 'open' || e.state === 'inprogress');
}

/**
 * Finished: the evaluations the player completed (with a report), newest first, then those that ended
 * without being completed (study closed, finished or cancelled), so nothing silently disappears.
 */
export async function finishedEvaluations(db: Db, owner: EvaluationOwner): Promise<MyEvaluation[]> {
  const items = await listItems(db, owner);
  const done = items.filter((e) => e.state === 'finished').sort((a, b) => (b.finishedAt ?? '').localeCompare(a.finishedAt ?? ''));
  const ended = items.filter((e) => e.state === 'closed' || e.state === 'cancelled').sort((a, b) => b.dueDate.localeCompare(a.dueDate));
  return [...done, ...ended];
}

async function ownEvaluation(db: Db, id: number, owner: EvaluationOwner) {
  const evaluation = await repo.findEvaluation(db, id, { memberId: owner.ownerId });
  // Someone else's evaluation does not exist for the caller.
  if (!evaluation) throw new AppError('NotFound');
  return evaluation;
}

function requireAccepting(evaluation: Pick<repo.EvaluationRow, 'state' | 'studyState' | 'startDate' | 'dueDate'>, on = today()) {
  if (evaluation.state === 'finished') throw new AppError('EvaluationFinished');
  const study = { state: evaluation.studyState, startDate: evaluation.startDate, dueDate: evaluation.dueDate };
  if (!evaluationAcceptsAnswers(evaluation, study, on)) {
    throw new AppError('EvaluationNotAccepting');
  }
}

/** The next unanswered question (or the one at `position`, to go back), in the player's language. */
export async function continueQuiz(
  db: Db,
  owner: EvaluationOwner,
  evaluationId: number,
  lang: Language,
  position?: number,
): Promise<ContinueQuizResponse> {
  const evaluation = await repo.findEvaluationWithAnswers(db, evaluationId, owner.ownerId);
  if (!evaluation) throw new AppError('NotFound');
  requireAccepting(evaluation);
  const stored = evaluation.answered;
  const content = await quizContent(db, evaluation.quizId, lang);
  if (!content) throw new AppError('NotFound');
  const entries = content.questions.map((q) => ({ ...q, answered: stored.has(q.id), value: stored.get(q.id) ?? null }));
  const unanswered = entries.filter((e) => !e.answered);
  const [nextUnanswered] = unanswered;
  if (nextUnanswered === undefined) throw new AppError('EvaluationFinished');
  const index = position !== undefined ? position - 1 : entries.indexOf(nextUnanswered);
  const entry = entries[index];
  if (!entry) throw new AppError('NotFound');
  return {
    evaluationId: evaluation.id,
    entryId: entry.id,
    position: index + 1,
    total: entries.length,
    answeredCount: entries.length - unanswered.length,
    text: entry.text,
    help: entry.help ?? null,
    keyTerm: entry.keyTerm,
    study: evaluation.study,
    // Answering this entry finishes the evaluation when it is the only one left.
    isLastQuestion: unanswered.length === 1 && nextUnanswered.id === entry.id,
    answered: entry.answered,
    selectedAnswer: entry.value ?? null,
    answerLabels: content.answerLabels,
  };
}

/**
 * Stores an answer (the last one for an entry wins). Most answers take one database call
 * (`storeAnswerUnlessLast`: lock, checks, store). The answer that completes the quiz is stored by
 * `storeCompletingAnswer`, in one transaction with the finish and its coefficient (docs/design.md#states, decision 0003).
 * Either way the evaluation row is locked first, so concurrent answers of one evaluation run one after the
 * other and it finishes exactly once; a crash can never leave an evaluation with every answer stored but not
 * finished.
 *
 * (Tried and dropped: storing outside a transaction with a locking single SQL statement. It was faster but let
 * two concurrent last answers each miss the other, and a crash leave a complete evaluation unfinished; the
 * fault tests caught it. The function avoids both: its statements see what committed before its lock, and it
 * never stores the completing answer.)
 */
export async function answer(
  db: Db,
  owner: EvaluationOwner,
  evaluationId: number,
  entryId: number,
  value: number | null,
): Promise<{ finished: boolean }> {
  const memberId = owner.ownerId;
  const on = today();
  const result = await repo.storeAnswerUnlessLast(db, { evaluationId, memberId, questionId: entryId, value, on });
  // Someone else's evaluation does not exist for the caller.
  if (!result) throw new AppError('NotFound');
  switch (result.outcome) {
    case 'stored':
      return { finished: false };
    case 'not_accepting':
      requireAccepting(result, on);
      // The function's rule and requireAccepting agree (tested); should they ever differ, nothing was stored.
      throw new AppError('EvaluationNotAccepting');
    case 'not_in_quiz':
      throw new AppError('EntryNotInQuiz', { field: 'entryId' });
    case 'completes':
      return storeCompletingAnswer(db, memberId, evaluationId, entryId, value);
  }
}

/** The answer that completes the quiz: stored, and the evaluation finished and scored, in one transaction. */
async function storeCompletingAnswer(db: Db, memberId: number, evaluationId: number, entryId: number, value: number | null) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const evaluation = await repo.lockAnsweringEvaluation(t, evaluationId, memberId);
    if (!evaluation) throw new AppError('NotFound');
    requireAccepting(evaluation);
    const { stored, unanswered } = await repo.storeAnswer(t, evaluation.id, evaluation.quizId, entryId, value);
    if (!stored) throw new AppError('EntryNotInQuiz', { field: 'entryId' });
    // Only the first answers change states (a one-question quiz completes with its first answer).
    if (evaluation.state === 'open') await repo.markStarted(t, evaluation.id);
    if (evaluation.studyState === 'open') await markStudyStarted(t, evaluation.studyId);
    // Between the two calls another answer of the same evaluation may have been stored or changed: count again.
    if (unanswered > 0) return { finished: false };
    const items = await repo.scoredAnswers(t, evaluation.id, DEFAULT_LANGUAGE);
    const { coefficient } = scoreEvaluation(items);
    await repo.markFinished(t, evaluation.id, coefficient);
    return { finished: true };
  });
}

/** What the end screen shows about an evaluation of the caller. */
export async function endedEvaluation(db: Db, owner: EvaluationOwner, evaluationId: number): Promise<EndedEvaluationResponse> {
  const evaluation = await ownEvaluation(db, evaluationId, owner);
  const state = effectiveEvaluationState({ state: evaluation.state }, { state: evaluation.studyState, dueDate: evaluation.dueDate }, today());
  return {
    evaluationId: evaluation.id,
    study: evaluation.study,
    club: evaluation.club,
    state,
    finishedAt: evaluation.finishedAt?.toISOString() ?? null,
    hasReport: evaluation.state === 'finished',
  };
}
