import type { EvaluationState, StudyState } from '@club-pulse/contracts/enums';

/** Today's date as YYYY-MM-DD in UTC: study dates are calendar days. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * A study's state as people see it (DESIGN §3): an open or in-progress study whose due date has passed
 * reads as finished, whether or not a job has stored that yet.
 */
export function effectiveStudyState(study: { state: StudyState; dueDate: string }, on = today()): StudyState {
  if ((study.state === 'open' || study.state === 'inprogress') && study.dueDate < on) return 'finished';
  return study.state;
}

/** Answers are accepted only while the study is open or in progress and between its start and due dates. */
export function studyAcceptsAnswers(study: { state: StudyState; startDate: string; dueDate: string }, on = today()): boolean {
  const state = effectiveStudyState(study, on);
  return (state === 'open' || state === 'inprogress') && study.startDate <= on && on <= study.dueDate;
}

/** While a study is closed, finished or cancelled, its unfinished evaluations read as closed (or cancelled). */
export function effectiveEvaluationState(
  evaluation: { state: EvaluationState },
  study: { state: StudyState; dueDate: string },
  on = today(),
): EvaluationState {
  if (evaluation.state === 'finished' || evaluation.state === 'cancelled') return evaluation.state;
  const s = effectiveStudyState(study, on);
  if (s === 'cancelled') return 'cancelled';
  if (s === 'closed' || s === 'finished') return 'closed';
  return evaluation.state;
}
