import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ERROR_MESSAGES } from '@club-pulse/contracts/errors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './lib/deps.ts';
import { type Background, createBackground } from './lib/background.ts';
import { resolveSecrets } from './lib/installation-secrets.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { useFastPasswordHashing } from './lib/passwords.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createTokenService } from './lib/tokens.ts';
import { nameRequestSpan } from './lib/trace-names.ts';
import { accountNamesNow, accountsModule, anAccountExists } from './modules/accounts/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { authModule, memberListingAs, sessionMemberReader } from './modules/auth/index.ts';
import { captchaModule } from './modules/captcha/index.ts';
import { casesModule, sweepCases } from './modules/cases/index.ts';
import { aClubExists, clubCountOfAccount, clubNamesNow, clubsModule } from './modules/clubs/index.ts';
import { complianceModule, currentUsageTermsVersion } from './modules/compliance/index.ts';
import {
  cancelAnswerableEvaluationsOfStudy,
  deleteAnswersOfStudy,
  evaluationFactsAs,
  evaluationsModule,
  openEvaluationsFor,
  studyHasAnswer,
} from './modules/evaluations/index.ts';
import { trendsModule } from './modules/trends/index.ts';
import {
  aCoachExists,
  clubMembershipsOf,
  currentSquadOfGroup,
  memberCountOfClub,
  memberCountOfGroup,
  membersModule,
  removeClubMemberships,
} from './modules/members/index.ts';
import { createMetrics, metricsModule } from './modules/metrics/index.ts';
import { onboardingModule } from './modules/onboarding/index.ts';
import { privacyModule } from './modules/privacy/index.ts';
import { profileModule } from './modules/profile/index.ts';
import { aPublishedQuizExists, ensureQuizCategories, quizNamesNow, quizzesModule } from './modules/quizzes/index.ts';
import { type Clock, createReminderScheduler, type ReminderScheduler, remindersModule, systemClock } from './modules/reminders/index.ts';
import { createPdfRenderer, reportsModule } from './modules/reports/index.ts';
import { sweepRetention } from './modules/retention/index.ts';
import { setupModule } from './modules/setup/index.ts';
import {
  markAnswersDeleted,
  studiesModule,
  studiesWithAnswersKept,
  studyCountOfGroup,
  studyCountOfQuizzes,
  studyNamesNow,
} from './modules/studies/index.ts';
import {
  aStudyGroupExists,
  categoryOfStudyGroup,
  studyGroupCountOfClub,
  studyGroupNamesNow,
  studyGroupsModule,
  studyGroupsOfCoach,
} from './modules/study-groups/index.ts';
import {
  clubsWithoutSupport,
  everyClubHasSupport,
  helplineNamesNow,
  installDefaultHelplines,
  playerSupport,
  supportContactCountOfClub,
  supportModule,
} from './modules/support/index.ts';
import { systemModule } from './modules/system/index.ts';
import { hasTwoFactor, twoFactorModule } from './modules/two-factor/index.ts';
import { registerAntiForgery } from './plugins/anti-forgery.ts';
import { declarePublicRoutes, type MemberRow, registerAuth } from './plugins/auth.ts';
import { registerModules } from './plugins/module-scopes.ts';
import { MEMBER_CHANGED_CHANNEL, MemberCache } from './plugins/member-cache.ts';
import { registerErrorHandler, registerNotFound } from './plugins/error-handler.ts';
import { loggerOptions } from './plugins/logging.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replace the mailer (tests capture mails). */
  mailer?: Mailer;
  /** Replace the runner of after-the-answer work (tests hold it back to see what happened before the answer). */
  background?: Background;
  /** Where the reminders take "now" from (tests move it); the system's clock otherwise. */
  clock?: Clock;
  logger?: boolean | object;
  /**
   * Write every answer both with the compiled serializer and with zod, and fail a request whose two texts differ
   * (plugins/response-serializer.ts). On by default under NODE_ENV=test, so that every server test checks it; the
   * benchmarks turn it off, to measure what production runs.
   */
  verifyResponses?: boolean;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance & { deps: AppDeps }> {
  const { database } = opts;
  const config = await resolveSecrets(database.db, opts.config);
  useFastPasswordHashing(config.passwordHashFast);
  // The shipped helplines an installation lacks, unconfirmed (none is shown to players before an admin confirms it).
  await installDefaultHelplines(database.db);

  const app = Fastify({
    // Serializers and redaction apply to any logger given (tests pass a capturing one): see plugins/logging.ts.
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, typeof opts.logger === 'object' ? opts.logger : {}),
    genReqId: () => randomUUID(),
    // One line per request, written when it is answered (below), instead of fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    bodyLimit: 256 * 1024,
    // Off unless configured: otherwise any client picks its own address with X-Forwarded-For, and every
    // per-address limit is void.
    trustProxy: typeof config.trustProxy === 'number' ? hopsOf(config.trustProxy) : config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // Errors the framework meets before routing (a target whose percent-encoding is not UTF-8, a bad
    // content type): the error shape too, never the framework's own.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      (reply as FastifyReply)
        .code(status)
        .type('application/json')
        .send(JSON.stringify(frameworkErrorBody(status)));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ verify: opts.verifyResponses ?? config.env === 'test' }));
  // With tracing on (telemetry.ts), each request's span is named by its route's pattern, never by its address:
  // first of the hooks, so that a request refused by a later one (401) is named too.
  app.addHook('onRequest', async (request) => nameRequestSpan(request));

  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    tokens: createTokenService({ secret: config.jwtSecret, issuer: config.jwtIssuer, audience: config.jwtAudience }),
    rateLimiter: createRateLimiter(database.db, config.rateLimitEnabled),
    mailer:
      opts.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        smtpCaFile: config.smtpCaFile,
        from: config.mailFrom,
        dataDir: config.dataDir,
        log: app.log,
        db: database.db,
      }),
    background: opts.background ?? createBackground(app.log),
    pdf: createPdfRenderer(config.pdfThreads),
  };
  // The reminders' job engine (pg-boss) starts with the server and stops first on closing (it may queue mails).
  const clock = opts.clock ?? systemClock;
  const reminders = createReminderScheduler({
    deps,
    clock,
    enabled: config.remindersWorker,
    log: app.log,
    caseSweep: sweepCases,
    // The retention is below the owners of studies and answers (they ask it): their functions are handed over.
    retentionSweep: (pass, now) => sweepRetention(pass, now, { studiesWithAnswersKept, markAnswersDeleted, deleteAnswersOfStudy }),
  });
  app.decorate('reminders', reminders);
  app.addHook('onReady', () => reminders.start());
  app.addHook('onClose', () => reminders.stop());
  // Closing: the work after answers first (it may queue mails), then the mail delivery in flight.
  app.addHook('onClose', async () => {
    await deps.background.drain();
    await deps.mailer.stop?.();
    await deps.pdf.close();
  });
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
  // The docs page and its files: public, declared so (see Access in plugins/auth.ts). Not served in production
  // unless API_DOCS asks: the map of every route is of more use to an attacker than to a club.
  if (config.apiDocs) {
    await app.register(async (docs) => {
      declarePublicRoutes(docs);
      await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    });
  }

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
  // The session check reads the member through its owner (auth), with the current terms version of compliance.
  const readMember = sessionMemberReader(currentUsageTermsVersion);
  registerAuth(app, { db: database.db, tokens: deps.tokens, readMember, cache: memberCache });
  // Metrics only when a scraper is configured (METRICS_TOKEN): otherwise nothing is counted.
  const metrics = config.metricsToken ? createMetrics(database) : null;
  app.addHook('onResponse', async (request, reply) => {
    logRequest(request, reply);
    metrics?.observe(request, reply);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Answers that say nothing about caching (every API answer) are never stored; the web client's files
    // and page say their own.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // Every module hands over its routes grouped by who may call them; each group is registered in a scope
  // that checks the caller's role again (plugins/module-scopes.ts).
  await registerModules(app, deps, [
    systemModule,
    // Whether a sign-in needs the second step is the two-factor module's, above auth: handed over.
    authModule(hasTwoFactor),
    twoFactorModule,
    captchaModule,
    complianceModule,
    onboardingModule,
    // Club membership is the members module's, above privacy (it erases through privacy's deleteMember): handed over.
    privacyModule({ of: clubMembershipsOf, remove: removeClubMemberships }),
    profileModule,
    membersModule,
    evaluationsModule,
    // A club's counts of support contacts, study groups and members, and a coach's study groups, are their owners',
    // above the clubs module: handed over.
    clubsModule({
      counts: { supportContacts: supportContactCountOfClub, studyGroups: studyGroupCountOfClub, members: memberCountOfClub },
      groupsOfCoach: studyGroupsOfCoach,
    }),
    // A group's counts of studies and members are their owners', above the study groups module: handed over.
    studyGroupsModule({ studies: studyCountOfGroup, members: memberCountOfGroup }),
    // A study's evaluations and its group's squad are the evaluations and members modules', above the studies module:
    // handed over (reading the respondents, opening a new study's evaluations, cancelling a study's).
    studiesModule({
      evaluations: {
        factsAs: evaluationFactsAs,
        hasAnswer: studyHasAnswer,
        openFor: openEvaluationsFor,
        cancelAnswerable: cancelAnswerableEvaluationsOfStudy,
      },
      squadOfGroup: currentSquadOfGroup,
    }),
    quizzesModule({ studyCount: studyCountOfQuizzes, categoryOfStudyGroup }),
    // What a player can do now (the personal PDF's "Where to get help") is the support module's, above reports: handed over.
    reportsModule({ playerSupport }),
    accountsModule(clubCountOfAccount),
    supportModule,
    casesModule(clock),
    trendsModule,
    // The setup sits below the owners of what its checklist counts and of the quiz categories: handed over.
    setupModule({
      ensureQuizCategories,
      steps: {
        quiz: aPublishedQuizExists,
        account: anAccountExists,
        club: aClubExists,
        group: aStudyGroupExists,
        coach: aCoachExists,
        support: everyClubHasSupport,
      },
      clubsWithoutSupport,
    }),
    remindersModule(clock),
    // The audit names a row that stored no name from its subject's record as it is now, asked of the owners, and
    // names and searches members through auth's listing (auth records through the audit: handed over).
    auditModule({
      names: {
        club: clubNamesNow,
        studyGroup: studyGroupNamesNow,
        study: studyNamesNow,
        quiz: quizNamesNow,
        account: accountNamesNow,
        helpline: helplineNamesNow,
      },
      members: memberListingAs,
    }),
    ...(metrics ? [metricsModule(metrics)] : []),
  ]);

  let indexHtml: string | null = null;
  await app.register(async (web) => {
    declarePublicRoutes(web);
    indexHtml = await registerStaticWeb(web, config.webDist ?? DEFAULT_WEB_DIST);
  });
  registerNotFound(app, indexHtml);
  return app as FastifyInstance & { deps: AppDeps };
}

/**
 * The one log line of a request, once answered: the API at `info`; the web client's files and pages, and the
 * health and readiness checks a balancer sends every few seconds, at `debug` (they were most of the log); any 5xx
 * at `error`.
 */
function logRequest(request: FastifyRequest, reply: FastifyReply) {
  const path = (request.url.split('?')[0] ?? '').toLowerCase();
  const quiet = !path.startsWith('/api/') || path === '/api/health' || path === '/api/ready';
  const level = reply.statusCode >= 500 ? 'error' : quiet ? 'debug' : 'info';
  request.log[level]({ req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) }, 'request completed');
}

const frameworkErrorBody = (status?: number) => ({
  errors: [
    status === 415
      ? { code: 'UnsupportedMediaType', message: ERROR_MESSAGES.UnsupportedMediaType }
      : { code: 'ValidationError', message: ERROR_MESSAGES.ValidationError },
  ],
});

/** Trust the `hops` proxies nearest to the server: X-Forwarded-For's entries beyond them are the client's word. */
const hopsOf = (hops: number) => (_address: string, hop: number) => hop < hops;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The reminders' scheduler (modules/reminders): tests run a sweep with it. */
    reminders: ReminderScheduler;
  }
}
