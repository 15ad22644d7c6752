import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Mailer } from './mailer.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { TokenService } from './tokens.ts';

/** What every module gets: no module reaches for globals. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  mailer: Mailer;
}

export type ModulePlugin = FastifyPluginAsyncZod<{ deps: AppDeps }>;
