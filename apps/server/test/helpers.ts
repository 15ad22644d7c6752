import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { memberTwoFactor } from '../src/db/schema/index.ts';
import type { Background } from '../src/lib/background.ts';
import { totpNow } from '../src/lib/totp.ts';
import { openSecret } from '../src/lib/two-factor-keys.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import type { Clock } from '../src/modules/reminders/index.ts';

import { createTestDatabase } from './test-databases.ts';

/** A fresh database for one test file (test-databases.ts). */
export { createTestDatabase };

export const XSRF = 'test-xsrf-token-0123456789';

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    CAPTCHA_ENABLED: 'false',
    CAPTCHA_MAX_NUMBER: '20',
    RATE_LIMIT_ENABLED: 'false',
    PASSWORD_HASH_FAST: 'true',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // The reminders' job engine only where a test asks for it (modules/reminders): it adds seconds to each start.
    REMINDERS_WORKER: 'false',
    // PDFs drawn on the test's own thread: V8's coverage does not follow worker threads, and the drawing code would
    // count as never run. The threads themselves: pdf-exports-beside-health.test.ts, and every process test.
    PDF_THREADS: '0',
    ...overrides,
  });
}

/** Captures mails instead of sending them. */
export class CapturingMailer implements Mailer {
  sent: Mail[] = [];
  async send(mail: Mail) {
    this.sent.push(mail);
  }
  last(): Mail | undefined {
    return this.sent.at(-1);
  }
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Builds the real app on a fresh database; `close()` tears both down. */
export async function buildTestApp(
  opts: {
    env?: Record<string, string>;
    logger?: object;
    background?: Background;
    beforeReady?: (app: FastifyInstance) => void;
    /** Where the scheduled jobs take "now" from (tests move it). */
    clock?: Clock;
  } = {},
) {
  const database = await createTestDatabase();
  const mailer = new CapturingMailer();
  const config = testConfig(opts.env);
  const app = await buildApp({ config, database, mailer, logger: opts.logger ?? false, background: opts.background, clock: opts.clock });
  opts.beforeReady?.(app);
  await app.ready();
  const db = database.db;

  /** Injects a request with the anti-forgery pair, and the bearer token when given. */
  function inject(options: InjectOptions & { token?: string | null }) {
    const { token, headers, cookies, ...rest } = options;
    return app.inject({
      ...rest,
      headers: {
        'x-xsrf-token': XSRF,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(headers ?? {}),
      },
      cookies: { 'XSRF-TOKEN': XSRF, ...(cookies ?? {}) },
    });
  }

  /** Signs in; for a member with two-factor sign-in, completes the code step with the code of now (see `twoFactorCode`). */
  async function login(email: string, password: string): Promise<string> {
    const res = await inject({ method: 'POST', url: '/api/member/authenticate', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    const body = res.json();
    if (!body.twoFactorRequired) return body.token as string;
    const memberId = Number(JSON.parse(Buffer.from(String(body.challenge).split('.')[1] ?? '', 'base64url').toString()).sub);
    const second = await inject({
      method: 'POST',
      url: '/api/member/authenticate/two-factor',
      payload: { challenge: body.challenge, code: await twoFactorCode(memberId) },
    });
    if (second.statusCode !== 200) throw new Error(`two-factor step failed for ${email}: ${second.statusCode} ${second.body}`);
    return second.json().token as string;
  }

  /**
   * The code the member's authenticator app shows now. The replay guard is cleared first: tests sign the same
   * admin in many times within one 30-second step, which a person never does (totp.test.ts and
   * two-factor.test.ts prove the guard).
   */
  async function twoFactorCode(memberId: number): Promise<string> {
    const [row] = await db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
    if (!row) throw new Error(`member ${memberId} has no two-factor sign-in`);
    await db.update(memberTwoFactor).set({ lastUsedStep: null }).where(eq(memberTwoFactor.memberId, memberId));
    return totpNow(await openSecret(db, row.secret));
  }

  /**
   * Sets up two-factor sign-in through the routes for the admin of `token` (as the admin would with an app);
   * answers the verified session, which opens the admin routes.
   */
  async function enrollTwoFactor(token: string): Promise<string> {
    const setup = await inject({ method: 'POST', url: '/api/member/two-factor/setup', token });
    if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.statusCode} ${setup.body}`);
    const code = totpNow(setup.json().secret);
    const enable = await inject({ method: 'POST', url: '/api/member/two-factor/enable', token, payload: { code } });
    if (enable.statusCode !== 200) throw new Error(`two-factor enable failed: ${enable.statusCode} ${enable.body}`);
    return enable.json().token as string;
  }

  return {
    app,
    db,
    database,
    mailer,
    /** The configuration the app runs with (its secrets settled). */
    config: app.deps.config,
    inject,
    login,
    twoFactorCode,
    enrollTwoFactor,
    /** Waits for the work the app does after its answers (mails of forgot-password, registration attempts). */
    settle: () => app.deps.background.drain(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
