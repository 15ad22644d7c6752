import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';

export const XSRF = 'test-xsrf-token-0123456789';

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default; with
 * TEST_DATABASE_URL set, a throw-away database created on that PostgreSQL server.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const name = `cp_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: 'memory://' });
  await database.migrate();
  const close = database.close;
  database.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return database;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
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
export async function buildTestApp(opts: { env?: Record<string, string>; logger?: object } = {}) {
  const database = await createTestDatabase();
  const mailer = new CapturingMailer();
  const config = testConfig(opts.env);
  const app = await buildApp({ config, database, mailer, logger: opts.logger ?? false });
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

  async function login(email: string, password: string): Promise<string> {
    const res = await inject({ method: 'POST', url: '/api/member/authenticate', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  }

  return {
    app,
    db,
    database,
    mailer,
    config,
    inject,
    login,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
