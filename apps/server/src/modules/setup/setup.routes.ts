import { TokenResponse } from '@club-pulse/contracts/auth';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import {
  CreateFirstAdminRequest,
  SendTestMailRequest,
  SendTestMailResponse,
  SetDefaultLanguageRequest,
  SetDefaultLanguageResponse,
  SetupProgressResponse,
  SetupStatusResponse,
} from '@club-pulse/contracts/setup';
import { AnswerRetentionSetting } from '@club-pulse/contracts/retention';
import type { ModulePlugin } from '../../lib/deps.ts';
import type { SetupOwners } from './setup.repository.ts';
import { ADMIN_ERRORS } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import {
  createFirstAdmin,
  getAnswerRetention,
  sendSetupTestMail,
  setAnswerRetention,
  setDefaultLanguage,
  setupProgress,
  setupStatus,
} from './setup.service.ts';

const tags = ['setup'];

/** The first-run setup before any admin exists: anyone with the setup code of the log. 404 once an admin exists. */
export const publicRoutes =
  (owners: SetupOwners): ModulePlugin =>
  async (app, { deps }) => {
    app.get('/api/setup/status', {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether the installation waits for its first admin (200); 404 once an admin exists',
        response: { 200: SetupStatusResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
      handler: async (request) => setupStatus(deps, { address: request.ip }),
    });

    app.post('/api/setup/admin', {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create the first platform admin with the setup code printed in the server log; returns a JWT. 404 once an admin exists',
        body: CreateFirstAdminRequest,
        response: { 200: TokenResponse, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
      handler: async (request) => ({ token: await createFirstAdmin(deps, owners, request.body, { address: request.ip }) }),
    });
  };

/** The admin's steps of the setup: the checklist, the default language, a test mail. */
export const adminRoutes =
  (owners: SetupOwners): ModulePlugin =>
  async (app, { deps }) => {
    app.get('/api/admin/setup/progress', {
      config: { access: 'admin' },
      schema: { tags, summary: 'The setup checklist, computed from the data', response: { 200: SetupProgressResponse, ...ADMIN_ERRORS } },
      handler: async () => setupProgress(deps.db, owners),
    });

    app.put('/api/admin/setup/defaultLanguage', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The interface language of visitors who chose none (GET /appsettings.json answers it)',
        body: SetDefaultLanguageRequest,
        response: { 200: SetDefaultLanguageResponse, ...ADMIN_ERRORS },
      },
      handler: async (request) => setDefaultLanguage(deps.db, currentMember(request).id, request.body.language),
    });

    app.get('/api/admin/settings/answerRetention', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "How many months after a study's due date its answers are deleted",
        response: { 200: AnswerRetentionSetting, ...ADMIN_ERRORS },
      },
      handler: async () => getAnswerRetention(deps.db),
    });

    app.put('/api/admin/settings/answerRetention', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Set how many months after a study's due date its answers are deleted (the retention job deletes them)",
        body: AnswerRetentionSetting,
        response: { 200: AnswerRetentionSetting, ...ADMIN_ERRORS },
      },
      handler: async (request) => setAnswerRetention(deps.db, currentMember(request).id, request.body.months),
    });

    app.post('/api/admin/setup/testMail', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Send a test mail at once through the configured SMTP server and say whether it left, and why not',
        body: SendTestMailRequest,
        response: { 200: SendTestMailResponse, ...ADMIN_ERRORS, 429: ErrorResponse },
      },
      handler: async (request) => sendSetupTestMail(deps, currentMember(request), request.body, request.log),
    });
  };
