import type { ModuleRoutes } from '../../lib/deps.ts';
import { userRoutes } from './evaluations.routes.ts';

export { answerFacts, answerFactsAs, evaluationFacts, evaluationFactsAs } from './facts.ts';
export {
  cancelAnswerableEvaluations,
  cancelAnswerableEvaluationsOfStudy,
  deleteAnswersOfStudy,
  ensurePlayerEvaluation,
  findEvaluation,
  finishedSinceCount,
  type Invitees,
  listOwnFinished,
  openEvaluationsFor,
  scoredAnswers,
  studyHasAnswer,
  studyHasFinishedEvaluation,
  studyOfEvaluation,
} from './evaluations.repository.ts';
export { coefficientSql, needLevelAtLeast, needLevelThreshold } from './need-levels.ts';
export { COEFFICIENT_STORAGE_FACTOR } from './tables.ts';

/** The caller's own evaluations: lists, answering (the hot path), the end screen. */
export const evaluationsModule: ModuleRoutes = { userRoutes };
