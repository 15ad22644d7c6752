import type { ModuleRoutes } from '../../lib/deps.ts';
import { userRoutes } from './evaluations.routes.ts';

export {
  answerFacts,
  answerFactsAs,
  cancelAnswerableEvaluations,
  deleteAnswersOfStudy,
  ensurePlayerEvaluation,
  evaluationFacts,
  evaluationFactsAs,
  findEvaluation,
  finishedSinceCount,
  listOwnFinished,
  scoredAnswers,
  studyHasFinishedEvaluation,
  studyOfEvaluation,
} from './evaluations.repository.ts';
export { coefficientSql, needLevelAtLeast, needLevelThreshold } from './need-levels.ts';
export { COEFFICIENT_STORAGE_FACTOR } from './tables.ts';

/** The caller's own evaluations: lists, answering (the hot path), the end screen. */
export const evaluationsModule: ModuleRoutes = { userRoutes };
