import { ErrorResponse } from '@club-pulse/contracts/errors';
import {
  AnswerParams,
  AnswerRequest,
  AnswerResponse,
  ContinueQuizQuery,
  ContinueQuizResponse,
  EndedEvaluationResponse,
  EvaluationIdParams,
  LanguageQuery,
  MyEvaluationsResponse,
} from '@club-pulse/contracts/evaluations';
import { IndividualReport, ReportHelp } from '@club-pulse/contracts/reports';
import type { ModulePlugin } from '../../lib/deps.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as evaluations from './evaluations.service.ts';
import { getIndividualReport, getReportHelp } from './individual-report.service.ts';

const tags = ['evaluations'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 451: ErrorResponse };

/**
 * The caller's own evaluations: both squad roles answer through these calls (coaches answer their studies
 * too, DESIGN §5). Somebody else's evaluation answers 404 on every route, whatever the caller's role.
 */
const evaluationRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/evaluation/getMyPendingEvaluations', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's evaluations still to answer (including those of studies that start later: canAnswer false)",
      response: { 200: MyEvaluationsResponse, ...errors },
    },
    handler: async (request) => evaluations.pendingEvaluations(db, currentMember(request).id),
  });

  app.get('/api/evaluation/getMyFinishedEvaluations', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's finished evaluations (with a report), then those that ended unanswered (closed, cancelled)",
      response: { 200: MyEvaluationsResponse, ...errors },
    },
    handler: async (request) => evaluations.finishedEvaluations(db, currentMember(request).id),
  });

  app.get('/api/evaluation/:id/continueQuiz', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'The next unanswered question of an own evaluation (or the one at ?position=n), in the caller\'s language',
      params: EvaluationIdParams,
      querystring: ContinueQuizQuery,
      response: { 200: ContinueQuizResponse, ...errors, 409: ErrorResponse },
    },
    handler: async (request) => {
      const member = currentMember(request);
      const lang = evaluations.languageOf(request.query.lang, member.language);
      return evaluations.continueQuiz(db, member.id, request.params.id, lang, request.query.position);
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
      return evaluations.answer(db, currentMember(request).id, evaluationId, entryId, request.body.selectedAnswer);
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
    handler: async (request) => evaluations.endedEvaluation(db, currentMember(request).id, request.params.id),
  });

  app.get('/api/evaluation/:id/report', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'The personal report of an own finished evaluation (404 while unfinished or for anyone else)',
      params: EvaluationIdParams,
      querystring: LanguageQuery,
      response: { 200: IndividualReport, ...errors },
    },
    handler: async (request) => {
      const member = currentMember(request);
      await evaluations.requireOwner(db, member.id, request.params.id);
      return getIndividualReport(db, request.params.id, evaluations.languageOf(request.query.lang, member.language));
    },
  });

  app.get('/api/evaluation/:id/help', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "What the key terms of an own evaluation's report mean",
      params: EvaluationIdParams,
      querystring: LanguageQuery,
      response: { 200: ReportHelp, ...errors },
    },
    handler: async (request) => {
      const member = currentMember(request);
      await evaluations.requireOwner(db, member.id, request.params.id);
      return getReportHelp(db, request.params.id, evaluations.languageOf(request.query.lang, member.language));
    },
  });
};
export default evaluationRoutes;
