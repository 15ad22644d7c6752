import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';

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
 * Databases kept between the test files of a worker (the files of a worker run one after another and share this
 * module). Starting PGlite from the migrated template costs about 2 CPU-s (a 43 MB data directory copied into
 * WebAssembly memory, then PostgreSQL's start); on PostgreSQL a copy of the template database and its drop cost
 * the server a checkpoint-sized write each; a run makes one per test file, more than a hundred. A file's
 * `close()` instead ends its hold on the database (every call through the closed file's handle then throws), and
 * the database is emptied and checked: the session's state discarded (settings, listeners, advisory locks,
 * prepared plans; on PostgreSQL no other connection left), every table of the app's schema truncated, its
 * sequences back to their start, and the catalogue compared with the template's: the same schemas, tables,
 * columns (dropped ones too), indexes, constraints, functions, triggers, roles and extensions, no statistics
 * gathered, the same migrations recorded. Only a database that matches is handed to a later file of the worker;
 * any other is closed (on PostgreSQL dropped) for good, and the next file starts from the template again.
 * `DEBUG_TEST_DATABASES=1` prints why a database was not handed on.
 */
const SPARES = 2;
const spareEmbedded: PGlite[] = [];
const sparePostgres: string[] = [];
/** The template's catalogue, per engine (the roles and extensions differ). */
const templateCatalogues = new Map<'pglite' | 'postgres', string>();

/** What must be as the template left it, a line each. */
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

/** What the emptying needs of a connection: PGlite's client and node-postgres' both answer this. */
interface Connection {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

async function catalogueOf(connection: Connection): Promise<string> {
  const { rows } = await connection.query<{ line: string }>(CATALOGUE_SQL);
  return rows.map((r) => r.line).join('\n');
}

/** Empties what a test file wrote, and says whether the database is again as the template of `engine` left it. */
async function emptied(connection: Connection, engine: 'pglite' | 'postgres'): Promise<boolean> {
  await connection.query('discard all');
  const { rows: tables } = await connection.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  // The audit trail's trigger refuses a TRUNCATE, as it must in the product: triggers are off for this session.
  if (tables.length > 0) {
    await connection.query('set session_replication_role = replica');
    await connection.query(`truncate table ${tables.map((t) => t.name).join(', ')} cascade`);
    await connection.query('reset session_replication_role');
  }
  await connection.query(`
    select setval(c.oid::regclass, s.seqstart, false)
    from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'`);
  const now = await catalogueOf(connection);
  const template = templateCatalogues.get(engine);
  if (process.env.DEBUG_TEST_DATABASES && now !== template) {
    const was = new Set(template?.split('\n'));
    const is = new Set(now.split('\n'));
    console.error(
      `[test databases] ${engine}: not as the template: gone`,
      [...was].filter((l) => !is.has(l)).slice(0, 10),
      'new',
      [...is].filter((l) => !was.has(l)).slice(0, 10),
    );
  }
  return now === template;
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

async function embeddedDatabase(): Promise<Database> {
  let client = spareEmbedded.pop();
  if (!client) {
    client = new PGlite({ loadDataDir: await migratedTemplate() });
    await client.waitReady;
    if (!templateCatalogues.has('pglite')) templateCatalogues.set('pglite', await catalogueOf(client));
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
    const empty = async (held: PGlite) => {
      if (held.closed) return false;
      for (const channel of channels) await held.unlisten(channel);
      return emptied(held, 'pglite');
    };
    const reusable = spareEmbedded.length < SPARES && (await empty(client).catch(() => false));
    if (reusable) spareEmbedded.push(client);
    else await client.close().catch(() => undefined);
  };
  return database;
}

/** Runs `work` on a connection of its own to the database `name` of the server at `url`. */
async function onDatabase<T>(url: string, name: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function postgresDatabase(url: string): Promise<Database> {
  let name = sparePostgres.pop();
  if (!name) {
    name = `cp_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await copyOfMigratedTemplate(url, name);
    if (!templateCatalogues.has('postgres')) templateCatalogues.set('postgres', await onDatabase(url, name, catalogueOf));
  }
  const held = name;
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${held}`;
  const database = await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: 'memory://' });
  await database.migrate(); // nothing left to apply: the template is migrated
  const close = database.close;
  let closed = false;
  database.close = async () => {
    if (closed) return;
    closed = true;
    await close(); // the pool ends: the closed file's handle refuses every call
    const reusable =
      sparePostgres.length < SPARES &&
      (await onDatabase(url, held, async (client) => {
        // A connection the file left open (a client of its own) could still write: such a database is dropped.
        const others = await client.query('select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
        return others.rowCount === 0 && (await emptied(client, 'postgres'));
      }).catch(() => false));
    if (reusable) {
      sparePostgres.push(held);
      return;
    }
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${held} with (force)`);
    await cleanup.end();
  };
  return database;
}

/**
 * A migrated database for one test file, as the template left it: embedded PGlite in memory by default; with
 * TEST_DATABASE_URL set, a database of its own on that PostgreSQL server. Either may have served an earlier file
 * of the worker, emptied and checked (above).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresDatabase(url) : embeddedDatabase();
}
