import { preferredLanguage } from '@club-pulse/contracts/constants';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import {
  AnswerParams,
  AnswerRequest,
  AnswerResponse,
  ContinueQuizQuery,
  ContinueQuizResponse,
  EndedEvaluationResponse,
  EvaluationIdParams,
  MyEvaluationsResponse,
} from '@club-pulse/contracts/evaluations';
import type { ModulePlugin } from '../../lib/deps.ts';
import { USER_ERRORS } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import { answeringOwnEvaluations, ownEvaluations } from '../policies/index.ts';
import * as evaluations from './evaluations.service.ts';

const tags = ['evaluations'];
const errors = USER_ERRORS;

/**
 * The caller's own evaluations: both squad roles answer through these calls (coaches answer their studies
 * too, docs/design.md#api). Permission: the owner only, carried by each query (`ownEvaluations`), so
 * somebody else's evaluation answers 404 on every route, whatever the caller's role.
 */
export const userRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/evaluation/getMyPendingEvaluations', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's evaluations still to answer (including those of studies that start later: canAnswer false)",
      response: { 200: MyEvaluationsResponse, ...errors },
    },
    handler: async (request) => evaluations.pendingEvaluations(db, ownEvaluations(currentMember(request))),
  });

  app.get('/api/evaluation/getMyFinishedEvaluations', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's finished evaluations (with a report), then those that ended unanswered (closed, cancelled)",
      response: { 200: MyEvaluationsResponse, ...errors },
    },
    handler: async (request) => evaluations.finishedEvaluations(db, ownEvaluations(currentMember(request))),
  });

  app.get('/api/evaluation/:id/continueQuiz', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The next unanswered question of an own evaluation (or the one at ?position=n), in the caller's language",
      params: EvaluationIdParams,
      querystring: ContinueQuizQuery,
      response: { 200: ContinueQuizResponse, ...errors, 409: ErrorResponse },
    },
    handler: async (request) => {
      const member = currentMember(request);
      const lang = preferredLanguage(request.query.lang, member.language);
      return evaluations.continueQuiz(db, answeringOwnEvaluations(member), request.params.id, lang, request.query.position);
    },
  });

  app.post('/api/evaluation/:evaluationId/answer/:entryId', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Answer one entry (1..5, or null: not relevant); the last answer wins; the last entry finishes the evaluation',
      params: AnswerParams,
      body: AnswerRequest,
      response: { 200: AnswerResponse, ...errors, 409: ErrorResponse },
    },
    handler: async (request) => {
      const { evaluationId, entryId } = request.params;
      return evaluations.answer(db, answeringOwnEvaluations(currentMember(request)), evaluationId, entryId, request.body.selectedAnswer);
    },
  });

  app.get('/api/evaluation/:id/ended', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'What the end screen shows about an own evaluation',
      params: EvaluationIdParams,
      response: { 200: EndedEvaluationResponse, ...errors },
    },
    handler: async (request) => evaluations.endedEvaluation(db, ownEvaluations(currentMember(request)), request.params.id),
  });
};
