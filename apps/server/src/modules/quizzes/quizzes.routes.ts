import { AdminIdParams, QuizCategoriesResponse } from '@club-pulse/contracts/admin';
import {
  AdminQuiz,
  AdminQuizzesPage,
  AdminQuizzesQuery,
  AdminQuizzesResponse,
  InstallLibraryQuizResponse,
  LibraryKeyParams,
  LibraryQuizzesResponse,
  QuizVersionResponse,
  SaveQuizDraftRequest,
} from '@club-pulse/contracts/admin-quizzes';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { AvailableQuizzesQuery, AvailableQuizzesResponse } from '@club-pulse/contracts/manager';
import { QUIZ_LIMITS, QuizDocument } from '@club-pulse/contracts/quiz-document';
import { z } from 'zod';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS, USER_ERRORS } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import { authorize } from '../policies/index.ts';
import * as library from './quiz-library.service.ts';
import * as versions from './quiz-versions.service.ts';
import * as quizzes from './quizzes.service.ts';
import type { CategoryOfStudyGroup, StudyCount } from './quizzes.repository.ts';

const tags = ['quizzes'];
/** A quiz file or draft may be larger than other requests (five languages of every text): its own body limit. */
const bodyLimit = QUIZ_LIMITS.documentBytes;
const errors = { ...ADMIN_ERRORS, 413: ErrorResponse };

/**
 * Quizzes (admin): the list, enable and disable; the shipped library and installing from it; a version's page,
 * drafts (new quiz, save, next version, publish, discard); export and import as a quiz file (docs/quiz-format.md).
 * `studyCount`: the studies module's count of a quiz's studies.
 */
export const adminRoutes =
  (studyCount: StudyCount): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;

    app.get('/api/admin/quiz', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every quiz, by its current version, with category, state, KPIs flag and number of studies',
        response: { 200: AdminQuizzesResponse, ...errors },
      },
      handler: async () => quizzes.listQuizzes(db, studyCount),
    });

    app.get('/api/admin/quiz/page', {
      config: { access: 'admin', sessionCheck: 'alongside' },
      schema: {
        tags,
        summary: 'One page of the quizzes list with its total: search (beginning of the name), filters (enabled, category), sort',
        querystring: AdminQuizzesQuery,
        response: { 200: AdminQuizzesPage, ...errors },
      },
      handler: async (request) => quizzes.listQuizzesPage(db, studyCount, request.query),
    });

    app.put('/api/admin/quiz/:id/enable', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Enable a quiz (every version of it)', params: AdminIdParams, response: { 200: AdminQuiz, ...errors } },
      handler: async (request) => quizzes.setQuizEnabled(db, studyCount, currentMember(request).id, request.params.id, true),
    });

    app.put('/api/admin/quiz/:id/disable', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Disable a quiz (every version of it): it can no longer be chosen for a new study',
        params: AdminIdParams,
        response: { 200: AdminQuiz, ...errors },
      },
      handler: async (request) => quizzes.setQuizEnabled(db, studyCount, currentMember(request).id, request.params.id, false),
    });

    app.get('/api/admin/quiz/library', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The quiz library shipped with Club Pulse, and which of its quizzes are installed',
        response: { 200: LibraryQuizzesResponse, ...errors },
      },
      handler: async () => library.listLibrary(db, studyCount),
    });

    app.post('/api/admin/quiz/library/:key/install', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Install a library quiz (published, enabled); installed already: nothing is written, the installed quiz is answered',
        params: LibraryKeyParams,
        response: { 200: InstallLibraryQuizResponse, 201: InstallLibraryQuizResponse, ...errors },
      },
      handler: async (request, reply) => {
        const result = await library.installLibraryQuiz(db, studyCount, request.params.key, currentMember(request).id);
        return reply.status(result.alreadyInstalled ? 200 : 201).send(result);
      },
    });

    app.post('/api/admin/quiz', {
      config: { access: 'admin' },
      bodyLimit,
      schema: {
        tags,
        summary: 'A new quiz: its first version, as a draft (texts may still be missing)',
        body: SaveQuizDraftRequest,
        response: { 201: QuizVersionResponse, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await versions.createQuiz(db, studyCount, currentMember(request).id, request.body)),
    });

    app.post('/api/admin/quiz/import', {
      config: { access: 'admin' },
      bodyLimit,
      // The file's problems are listed by the service, every one by its field path (the body schema documents the format).
      attachValidation: true,
      schema: {
        tags,
        summary: 'Import a quiz file (docs/quiz-format.md) as a new quiz, a draft; a bad file is refused with every problem by field, nothing stored',
        body: QuizDocument,
        response: { 201: QuizVersionResponse, ...errors },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await versions.importDocument(db, studyCount, currentMember(request).id, request.body)),
    });

    app.get('/api/admin/quiz/:id', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "One version of a quiz with its whole content and the quiz's versions",
        params: AdminIdParams,
        response: { 200: QuizVersionResponse, ...errors },
      },
      handler: async (request) => versions.getVersion(db, studyCount, request.params.id),
    });

    app.put('/api/admin/quiz/:id', {
      config: { access: 'admin' },
      bodyLimit,
      schema: {
        tags,
        summary: 'Save a draft again (a published version never changes: 409 QuizVersionPublished)',
        params: AdminIdParams,
        body: SaveQuizDraftRequest,
        response: { 200: QuizVersionResponse, ...errors },
      },
      handler: async (request) => versions.saveDraft(db, studyCount, currentMember(request).id, request.params.id, request.body),
    });

    app.delete('/api/admin/quiz/:id', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Throw a draft away (never a published version)', params: AdminIdParams, response: { 204: z.null(), ...errors } },
      handler: async (request, reply) => {
        await versions.discardDraft(db, currentMember(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.post('/api/admin/quiz/:id/draft', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "A draft of the quiz's next version, copied from this version (or the draft already being written)",
        params: AdminIdParams,
        response: { 200: QuizVersionResponse, 201: QuizVersionResponse, ...errors },
      },
      handler: async (request, reply) => {
        const { created, version } = await versions.draftNextVersion(db, studyCount, currentMember(request).id, request.params.id);
        return reply.status(created ? 201 : 200).send(version);
      },
    });

    app.post('/api/admin/quiz/:id/publish', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Publish a draft: complete in every language, or 409 QuizIncomplete listing what is missing; then it never changes',
        params: AdminIdParams,
        response: { 200: QuizVersionResponse, ...errors },
      },
      handler: async (request) => versions.publish(db, studyCount, currentMember(request).id, request.params.id),
    });

    app.get('/api/admin/quiz/:id/export', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A version as a quiz file (docs/quiz-format.md), as an attachment; an incomplete draft answers 409 QuizIncomplete',
        params: AdminIdParams,
        response: { 200: QuizDocument, ...errors },
      },
      handler: async (request, reply) => {
        const { document, fileName } = await versions.exportVersion(db, studyCount, request.params.id, currentMember(request).id);
        return reply.header('content-disposition', `attachment; filename="${fileName}"`).send(document);
      },
    });
  };

/** The quiz categories: they feed the admin's study-group form and the coach's study form. */
export const memberRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/quizcategory', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'The quiz categories (names are keys the client translates)',
      response: { 200: QuizCategoriesResponse, ...ADMIN_ERRORS },
    },
    handler: async () => quizzes.quizCategories(deps.db),
  });
};

/** The quizzes a coach may choose for a new study. `categoryOfStudyGroup`: the study groups module's sub-select. */
export const userRoutes =
  (categoryOfStudyGroup: CategoryOfStudyGroup): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;

    app.get('/api/manager/quiz/available', {
      config: { access: 'user' },
      // Permission: a coach of the group's club (403); an unknown group 404.
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudyGroup', request.query.studyGroupId),
      schema: {
        tags,
        summary: "The current version of each enabled quiz of a study group's category (for a new study)",
        querystring: AvailableQuizzesQuery,
        response: { 200: AvailableQuizzesResponse, ...USER_ERRORS },
      },
      handler: async (request) => quizzes.availableQuizzes(db, categoryOfStudyGroup, request.query.studyGroupId),
    });
  };
