import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResolvedConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { PdfRenderer } from '../modules/reports/index.ts';
import type { Background } from './background.ts';
import type { Mailer } from './mailer.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { TokenService } from './tokens.ts';

/** What every module gets: no module reaches for globals. */
export interface AppDeps {
  config: ResolvedConfig;
  database: Database;
  db: Db;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** Work done after the answer (see lib/background.ts). */
  background: Background;
  /** Draws PDF exports off the event loop. */
  pdf: PdfRenderer;
}

export type ModulePlugin = FastifyPluginAsyncZod<{ deps: AppDeps }>;

/**
 * A module's routes, by who may call them. `app.ts` registers each group in its own scope, which refuses a
 * caller without the group's role a second time (defence in depth, `plugins/module-scopes.ts`) and refuses at
 * start-up a route whose declared access differs from its group's. So the routes of one resource live in one
 * module, the admin's beside the coach's, and each still sits behind the right guard.
 */
export interface ModuleRoutes {
  /** Anyone (access `public`): sign-in, registration, captcha, compliance texts. */
  publicRoutes?: ModulePlugin;
  /** Any signed-in member, admin or user (access `authenticated`): sign-out, squad roles, own data. */
  memberRoutes?: ModulePlugin;
  /** The user area (access `user`, role User): players and coaches. */
  userRoutes?: ModulePlugin;
  /** The admin area (access `admin`, role AppAdmin). */
  adminRoutes?: ModulePlugin;
}
