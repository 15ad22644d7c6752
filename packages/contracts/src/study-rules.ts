/**
 * The states of studies and evaluations as people see them (docs/design.md#states). Pure functions of a
 * study, an evaluation and the day `on` (YYYY-MM-DD): no clock here, the caller says which day it is.
 * The server's SQL builds its conditions from the lists below; the answering function of migration 0001,
 * which cannot import them, is tested against `evaluationAcceptsAnswers` on every combination.
 */
import type { EvaluationState, StudyState } from './enums.ts';

/** A study that runs: it accepts answers between its dates, may be edited and closed. */
export const RUNNING_STUDY_STATES = ['open', 'inprogress'] as const satisfies readonly StudyState[];
/** An evaluation still to answer (its study permitting). */
export const ANSWERABLE_EVALUATION_STATES = ['open', 'inprogress'] as const satisfies readonly EvaluationState[];

const isRunning = (state: StudyState) => (RUNNING_STUDY_STATES as readonly StudyState[]).includes(state);

/**
 * A study's state as people see it: an open or in-progress study whose due date has passed reads as
 * finished, whether or not anything has stored that yet.
 */
export function effectiveStudyState(study: { state: StudyState; dueDate: string }, on: string): StudyState {
  if (isRunning(study.state) && study.dueDate < on) return 'finished';
  return study.state;
}

/** A study that runs as people see it (not past its due date): it takes new players and may be edited. */
export const studyIsRunning = (study: { state: StudyState; dueDate: string }, on: string) => isRunning(effectiveStudyState(study, on));

/** Answers are accepted only while the study is open or in progress and between its start and due dates. */
export function studyAcceptsAnswers(study: { state: StudyState; startDate: string; dueDate: string }, on: string): boolean {
  return studyIsRunning(study, on) && study.startDate <= on && on <= study.dueDate;
}

/** An answer is accepted while both the evaluation and its study accept it. */
export function evaluationAcceptsAnswers(
  evaluation: { state: EvaluationState },
  study: { state: StudyState; startDate: string; dueDate: string },
  on: string,
): boolean {
  return (ANSWERABLE_EVALUATION_STATES as readonly EvaluationState[]).includes(evaluation.state) && studyAcceptsAnswers(study, on);
}

/** While a study is closed, finished or cancelled, its unfinished evaluations read as closed (or cancelled). */
export function effectiveEvaluationState(
  evaluation: { state: EvaluationState },
  study: { state: StudyState; dueDate: string },
  on: string,
): EvaluationState {
  if (evaluation.state === 'finished' || evaluation.state === 'cancelled') return evaluation.state;
  const s = effectiveStudyState(study, on);
  if (s === 'cancelled') return 'cancelled';
  if (s === 'closed' || s === 'finished') return 'closed';
  return evaluation.state;
}

/** A coach may close a running study whose due date has not passed. */
export const studyMayClose = (study: { state: StudyState; dueDate: string }, on: string) => isRunning(study.state) && on <= study.dueDate;

/** A coach may reopen a closed study whose due date is still ahead (it goes back to open or in progress). */
export const studyMayReopen = (study: { state: StudyState; dueDate: string }, on: string) => study.state === 'closed' && on <= study.dueDate;

/**
 * A platform admin may cancel a study that has not ended (open, in progress or closed, not past its due date
 * while running): cancelled is final (docs/design.md#states).
 */
export const studyMayCancel = (study: { state: StudyState; dueDate: string }, on: string) => {
  const s = effectiveStudyState(study, on);
  return s !== 'cancelled' && s !== 'finished';
};
