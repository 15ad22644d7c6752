import { AppSettings } from '@club-pulse/contracts/auth';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@club-pulse/contracts/constants';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { ModulePlugin } from '../../lib/deps.ts';

const systemRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/appsettings.json', {
    schema: { tags: ['system'], summary: 'Client configuration', querystring: z.object({ v: z.string().max(64).optional() }), response: { 200: AppSettings } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return {
        apiUrl: deps.config.apiUrl,
        defaultLanguage: DEFAULT_LANGUAGE,
        languages: [...LANGUAGES],
        captcha: { enabled: deps.config.captcha.enabled },
        version: deps.config.version,
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
      try {
        await deps.database.ping();
      } catch {
        throw new AppError('ServiceUnavailable');
      }
      return { status: 'ready' as const, database: deps.database.kind };
    },
  });
};
export default systemRoutes;
