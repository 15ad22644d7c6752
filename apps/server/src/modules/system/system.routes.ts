import { AdminSummary } from '@club-pulse/contracts/admin';
import { AppSettings, AppSettingsQuery } from '@club-pulse/contracts/auth';
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { today } from '../../lib/dates.ts';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS } from '../../lib/routes.ts';
import { lifecycle } from '../../lib/lifecycle.ts';
import { defaultLanguageOf } from '../setup/index.ts';
import { platformCounts } from './system.repository.ts';

/** The client's configuration, liveness and readiness: anyone. */
export const publicRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/appsettings.json', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Client configuration; `defaultLanguage` is the one an admin chose at setup (the interface language of visitors who chose none)',
      querystring: AppSettingsQuery,
      response: { 200: AppSettings },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return {
        apiUrl: deps.config.apiUrl,
        defaultLanguage: await defaultLanguageOf(deps.db),
        languages: [...LANGUAGES],
        captcha: { enabled: deps.config.captcha.enabled },
        version: deps.config.version,
        publicUrl: deps.config.configuredPublicUrl ?? null,
      };
    },
  });

  app.get('/api/health', {
    config: { access: 'public' },
    schema: { tags: ['system'], summary: 'The process is up', response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/api/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'The database is reachable',
      response: { 200: z.object({ status: z.literal('ready'), database: z.string() }), 503: ErrorResponse },
    },
    handler: async () => {
      // Draining after SIGTERM: no new traffic, please (the requests that still arrive are served).
      if (lifecycle.draining) throw new AppError('ServiceUnavailable');
      try {
        await deps.database.ping();
      } catch {
        throw new AppError('ServiceUnavailable');
      }
      return { status: 'ready' as const, database: deps.database.kind };
    },
  });
};

/** The counts of the admin home. */
export const adminRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/admin/summary', {
    config: { access: 'admin' },
    schema: { tags: ['system'], summary: 'Counts for the admin home', response: { 200: AdminSummary, ...ADMIN_ERRORS } },
    handler: async () => platformCounts(deps.db, today()),
  });
};
