import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { memberTwoFactor } from '../src/db/schema/index.ts';
import type { Background } from '../src/lib/background.ts';
import { totpNow } from '../src/lib/totp.ts';
import { openSecret } from '../src/lib/two-factor-keys.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import type { Clock } from '../src/modules/reminders/index.ts';

export const XSRF = 'test-xsrf-token-0123456789';

const migrationsDir = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/** The migrations' contents, hashed: a new or changed migration names a new template (embedded and PostgreSQL). */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const path = join(migrationsDir, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated embedded database, dumped once and shared by every test file: a new PGlite runs initdb (seconds
 * of WebAssembly), one loaded from a dump starts in a fraction of that. The file is named after the migrations'
 * contents, so a new migration makes a new template; it is written aside and renamed, so workers that race to
 * make it never read half a file.
 */
async function migratedTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `club-pulse-test-template-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('the embedded database cannot be dumped');
    await database.close();
    const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
    renameSync(aside, file);
  }
  return new Blob([readFileSync(file)]);
}

/** Serialises the template's creation and its copies across test workers (and test runs) on one server. */
const TEMPLATE_LOCK_KEY = 0x43505454;

/**
 * A throw-away database on the PostgreSQL server of `url`, copied from a migrated template database
 * (`create database … template …`): on PostgreSQL, running the migrations took 7.6-9.6 s per test file against
 * 1.1-1.4 s for a copy (measured in one run, 2026-11-27, on a loaded machine). The template is named after the
 * migrations' contents and built once, under an advisory lock, aside then renamed, so nobody copies half of one.
 */
async function copyOfMigratedTemplate(url: string, name: string): Promise<void> {
  const template = `cp_test_tmpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      const aside = `${template}_${process.pid}`;
      await admin.query(`drop database if exists ${aside} with (force)`);
      await admin.query(`create database ${aside}`);
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${aside}`;
      const database = await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: 'memory://' });
      await database.migrate();
      await database.close();
      await admin.query(`alter database ${aside} rename to ${template}`);
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}

/**
 * Embedded databases kept between the test files of a worker (the files of a worker run one after another and
 * share this module). Starting PGlite from the migrated template costs about 2 CPU-s (a 43 MB data directory
 * copied into WebAssembly memory, then PostgreSQL's start), and a run starts one per test file, more than a
 * hundred. A file's `close()` instead ends its lease (every call through the closed file's handle then throws),
 * discards the session's state (settings, listeners, advisory locks, prepared plans), empties every table of the
 * app's schema and puts its sequences back to their start, and compares the catalogue with the template's: the
 * same schemas, tables, columns (dropped ones too), indexes, constraints, functions, triggers, roles and
 * extensions, no statistics gathered, the same migrations recorded. Only a database that matches is handed to a
 * later file; any other is closed for good, and the next file starts a fresh one.
 */
const spareDatabases: PGlite[] = [];
const SPARES = 2;
let templateCatalogue: string | undefined;

/** What must be as the template left it, in one digest. */
const CATALOGUE_SQL = `
  with own_namespaces as (
    select oid, nspname from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_toast%' and nspname not like 'pg\\_temp%'
  ), lines as (
    select 'schema ' || nspname as line from own_namespaces
    union all
    -- A table's size as the planner reads it; an index's counts are left out (a TRUNCATE rebuilds an index and
    -- leaves 0 pages, -1 tuples where CREATE INDEX wrote 1 and 0; the planner reads an index's size from its file).
    select 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text
      || case when c.relkind = 'i' then '' else ' pages ' || c.relpages || ' tuples ' || c.reltuples end
    from pg_class c join own_namespaces n on n.oid = c.relnamespace
    union all
    select 'column ' || n.nspname || '.' || c.relname || ' ' || a.attnum || ' ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid join own_namespaces n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0
    union all
    select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
    where connamespace in (select oid from own_namespaces)
    union all
    select 'function ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) from pg_proc p where pronamespace in (select oid from own_namespaces)
    union all
    select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal
    union all
    select 'statistics ' || count(*) from pg_statistic s join pg_class c on c.oid = s.starelid where c.relnamespace in (select oid from own_namespaces)
    union all
    select 'role ' || rolname from pg_roles
    union all
    select 'extension ' || extname || ' ' || extversion from pg_extension
    union all
    select 'database setting ' || count(*) from pg_db_role_setting
    union all
    select 'migrations ' || count(*) from drizzle.__drizzle_migrations
  )
  select line from lines order by line`;

async function catalogueOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ line: string }>(CATALOGUE_SQL);
  return rows.map((r) => r.line).join('\n');
}

/** Empties what a test file wrote, and says whether the database is again as the template left it. */
async function emptied(client: PGlite, channels: Set<string>): Promise<boolean> {
  if (client.closed) return false;
  for (const channel of channels) await client.unlisten(channel);
  await client.query('discard all');
  const { rows: tables } = await client.query<{ name: string }>(`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`);
  // The audit trail's trigger refuses a TRUNCATE, as it must in the product: triggers are off for this session.
  if (tables.length > 0) {
    await client.exec(`
      set session_replication_role = replica;
      truncate table ${tables.map((t) => t.name).join(', ')} cascade;
      reset session_replication_role;`);
  }
  await client.query(`
    select setval(c.oid::regclass, s.seqstart, false)
    from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'`);
  const now = await catalogueOf(client);
  if (process.env.DEBUG_TEST_DATABASES && now !== templateCatalogue) {
    const was = new Set(templateCatalogue?.split('\n'));
    const is = new Set(now.split('\n'));
    // DEBUG_TEST_DATABASES=1: why a database was not handed on
    console.error(
      '[test databases] not as the template: gone',
      [...was].filter((l) => !is.has(l)).slice(0, 10),
      'new',
      [...is].filter((l) => !was.has(l)).slice(0, 10),
    );
  }
  return now === templateCatalogue;
}

/** A handle on `client` that refuses every use once revoked (a closed file's app cannot reach the next file's data). */
function leaseOf(client: PGlite): { lease: PGlite; revoke(): void } {
  let revoked = false;
  const lease = new Proxy(client, {
    get(target, prop) {
      if (revoked) throw new Error('this test database is closed');
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { lease, revoke: () => (revoked = true) };
}

async function leasedEmbeddedDatabase(): Promise<Database> {
  let client = spareDatabases.pop();
  if (!client) {
    client = new PGlite({ loadDataDir: await migratedTemplate() });
    await client.waitReady;
    templateCatalogue ??= await catalogueOf(client);
  }
  const { lease, revoke } = leaseOf(client);
  const database = await openDatabase({ dataDir: 'memory://', client: lease });
  await database.migrate(); // nothing left to apply: the template is migrated
  const channels = new Set<string>();
  const listen = database.listen;
  if (listen) {
    database.listen = (channel, onMessage) => {
      channels.add(channel);
      return listen(channel, onMessage);
    };
  }
  let closed = false;
  database.close = async () => {
    if (closed) return;
    closed = true;
    revoke();
    const reusable = spareDatabases.length < SPARES && (await emptied(client, channels).catch(() => false));
    if (reusable) spareDatabases.push(client);
    else await client.close().catch(() => undefined);
  };
  return database;
}

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default; with
 * TEST_DATABASE_URL set, a throw-away database created on that PostgreSQL server.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return leasedEmbeddedDatabase();
  const name = `cp_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await copyOfMigratedTemplate(url, name);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: 'memory://' });
  await database.migrate(); // nothing left to apply: the template is migrated
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
