import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { EvaluationState, SquadRole } from './enums.ts';
import { AnswerRetention } from './retention.ts';

/** Ids in paths: bad ids answer 400, never 500. */
const Id = z.coerce.number().int().positive().max(2147483647);

export const EvaluationIdParams = z.object({ id: Id });
export type EvaluationIdParams = z.infer<typeof EvaluationIdParams>;

export const AnswerParams = z.object({ evaluationId: Id, entryId: Id });
export type AnswerParams = z.infer<typeof AnswerParams>;

/** `lang` picks the language of question texts and key-term names; otherwise the member's language, then English. */
export const LanguageQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
export type LanguageQuery = z.infer<typeof LanguageQuery>;

/**
 * One row of GET /api/evaluation/getMyPendingEvaluations and getMyFinishedEvaluations (docs/design.md#api).
 * `state` is the evaluation's effective state (a closed study's unfinished evaluations read as closed).
 * `canAnswer`: the study accepts answers today (a pending evaluation of a study that starts later is listed
 * but cannot be answered yet). `answered`/`total`: the player's progress.
 */
export const MyEvaluation = z.object({
  id: z.number().int(),
  study: z.string(),
  club: z.string(),
  team: z.string(),
  role: SquadRole,
  state: EvaluationState,
  startDate: z.string(),
  dueDate: z.string(),
  finishedAt: z.string().nullable(),
  hasReport: z.boolean(),
  canAnswer: z.boolean(),
  answered: z.number().int(),
  total: z.number().int(),
  /** When the study's answers are (or were) deleted (docs/decisions/0008). */
  answerRetention: AnswerRetention,
});
export type MyEvaluation = z.infer<typeof MyEvaluation>;
export const MyEvaluationsResponse = z.array(MyEvaluation);
export type MyEvaluationsResponse = z.infer<typeof MyEvaluationsResponse>;

/**
 * GET /api/evaluation/{id}/continueQuiz (docs/design.md#api): the next unanswered question, or the one at
 * `position` (1-based) when the player goes back. `entryId` is the question's id. `selectedAnswer` is the
 * stored answer of that entry (`null` = not relevant), `answered` says whether there is one at all.
 * `isLastQuestion`: answering this entry finishes the evaluation. `answerLabels`: the quiz's, in the same language.
 */
export const ContinueQuizQuery = LanguageQuery.extend({ position: z.coerce.number().int().positive().max(10000).optional() });
export type ContinueQuizQuery = z.infer<typeof ContinueQuizQuery>;

/** The quiz's answer labels in one language: the five levels (1 clearly negative … 5 clearly positive) and "not relevant". */
export const AnswerLabels = z.object({
  '1': z.string(),
  '2': z.string(),
  '3': z.string(),
  '4': z.string(),
  '5': z.string(),
  notRelevant: z.string(),
});
export type AnswerLabels = z.infer<typeof AnswerLabels>;

export const ContinueQuizResponse = z.object({
  evaluationId: z.number().int(),
  entryId: z.number().int(),
  position: z.number().int(),
  total: z.number().int(),
  answeredCount: z.number().int(),
  text: z.string(),
  help: z.string().nullable(),
  keyTerm: z.string(),
  study: z.string(),
  isLastQuestion: z.boolean(),
  answered: z.boolean(),
  selectedAnswer: z.number().int().min(1).max(5).nullable(),
  answerLabels: AnswerLabels,
});
export type ContinueQuizResponse = z.infer<typeof ContinueQuizResponse>;

/** POST /api/evaluation/{evaluationId}/answer/{entryId}: 1..5, or null for "not relevant / not answering". */
export const AnswerRequest = z.object({ selectedAnswer: z.number().int().min(1).max(5).nullable() });
export type AnswerRequest = z.infer<typeof AnswerRequest>;

export const AnswerResponse = z.object({ finished: z.boolean() });
export type AnswerResponse = z.infer<typeof AnswerResponse>;

/** GET /api/evaluation/{id}/ended: what the end screen shows. */
export const EndedEvaluationResponse = z.object({
  evaluationId: z.number().int(),
  study: z.string(),
  club: z.string(),
  state: EvaluationState,
  finishedAt: z.string().nullable(),
  hasReport: z.boolean(),
});
export type EndedEvaluationResponse = z.infer<typeof EndedEvaluationResponse>;
