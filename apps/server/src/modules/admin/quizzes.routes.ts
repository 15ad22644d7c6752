import { AdminIdParams } from '@club-pulse/contracts/admin';
import { AdminQuiz, AdminQuizzesResponse } from '@club-pulse/contracts/admin-quizzes';
import type { ModulePlugin } from '../../lib/deps.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as quizzes from './quizzes.service.ts';
import { admin, errors, tags } from './routes-common.ts';

/** Quizzes (spec §2 quizs, §7): list with the KPIs flag and number of studies, enable, disable. */
const quizRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/admin/quiz', {
    config: admin,
    schema: { tags, summary: 'Every quiz with category, state, KPIs flag and number of studies', response: { 200: AdminQuizzesResponse, ...errors } },
    handler: async () => quizzes.listQuizzes(db),
  });

  app.put('/api/admin/quiz/:id/enable', {
    config: admin,
    schema: { tags, summary: 'Enable a quiz', params: AdminIdParams, response: { 200: AdminQuiz, ...errors } },
    handler: async (request) => quizzes.setQuizEnabled(db, currentMember(request).id, request.params.id, true),
  });

  app.put('/api/admin/quiz/:id/disable', {
    config: admin,
    schema: { tags, summary: 'Disable a quiz: it can no longer be chosen for a new study', params: AdminIdParams, response: { 200: AdminQuiz, ...errors } },
    handler: async (request) => quizzes.setQuizEnabled(db, currentMember(request).id, request.params.id, false),
  });
};
export default quizRoutes;
