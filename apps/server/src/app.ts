import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './lib/deps.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { useFastPasswordHashing } from './lib/passwords.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createTokenService } from './lib/tokens.ts';
import accountModule from './modules/account/index.ts';
import adminModule from './modules/admin/index.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import captchaRoutes from './modules/captcha/captcha.routes.ts';
import evaluationsModule from './modules/evaluations/index.ts';
import managerModule from './modules/manager/index.ts';
import privacyModule from './modules/privacy/index.ts';
import squadRoleRoutes from './modules/squad-roles/squad-roles.routes.ts';
import systemRoutes from './modules/system/system.routes.ts';
import { registerAntiForgery } from './plugins/anti-forgery.ts';
import { type MemberRow, registerAuth } from './plugins/auth.ts';
import { MEMBER_CHANGED_CHANNEL, MemberCache } from './plugins/member-cache.ts';
import { registerErrorHandler, registerNotFound } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');

/** Never logged: credentials in headers, and the links of mails (they carry reset tokens). */
const LOG_REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]', 'link', '*.password', '*.token'];

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replace the mailer (tests capture mails). */
  mailer?: Mailer;
  logger?: boolean | object;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance & { deps: AppDeps }> {
  const { config, database } = opts;
  useFastPasswordHashing(config.passwordHashFast);

  const app = Fastify({
    // Redaction applies to any logger given (tests pass a capturing one): no token, cookie or link in the logs.
    logger: opts.logger === false ? false : { level: config.logLevel, ...(typeof opts.logger === 'object' ? opts.logger : {}), redact: LOG_REDACT },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 256 * 1024,
    trustProxy: true,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    tokens: createTokenService({ secret: config.jwtSecret, issuer: config.jwtIssuer, audience: config.jwtAudience }),
    rateLimiter: createRateLimiter(database.db, config.rateLimitEnabled),
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
  };
  app.decorate('deps', deps);

  // External plugins first, then ours, then routes (fastify/demo's order).
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Club Pulse API', version: config.version, description: 'Mental-support assessment for sport clubs' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerAntiForgery(app, { secure: config.publicUrl.startsWith('https://') });
  // The authentication lookup is kept in memory on the embedded database only (see plugins/member-cache.ts).
  let memberCache: MemberCache<MemberRow> | undefined;
  if (database.listen) {
    const cache = new MemberCache<MemberRow>();
    const stop = await database.listen(MEMBER_CHANGED_CHANNEL, (payload) => cache.changed(payload));
    // On shutdown the database may already be closed, and with it the listening: nothing left to stop then.
    app.addHook('onClose', async () => stop().catch(() => undefined));
    memberCache = cache;
  }
  registerAuth(app, { db: database.db, tokens: deps.tokens, cache: memberCache });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  for (const mod of [systemRoutes, authRoutes, captchaRoutes, squadRoleRoutes, accountModule, adminModule, evaluationsModule, managerModule, privacyModule]) {
    await app.register(mod, { deps });
  }

  registerNotFound(app, await registerStaticWeb(app, config.webDist ?? DEFAULT_WEB_DIST));
  return app as FastifyInstance & { deps: AppDeps };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
