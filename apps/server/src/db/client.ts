import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers (PGlite, node-postgres) share this API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Embedded database only: calls `onMessage` with the payload of each notification on `channel`, before the
   * statement or transaction that sent it returns. Resolves to the function that stops listening.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections (the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Raw SQL for the job engine (pg-boss's `db` option, modules/reminders/scheduler.ts): with `values`, one
   * statement; without, a script of several (pg-boss sends its own BEGIN … COMMIT). The embedded database
   * runs it in its turn like every other statement (withInstanceParsers).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Embedded only: a dump of the data directory (a tar), which `loadDataDir` starts from. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The key of the advisory lock migrations run under ('CPMI'). */
export const MIGRATION_LOCK_KEY = 0x43504d49;

/**
 * Migrations on PostgreSQL run on one connection holding a session-level advisory lock: instances that start
 * at the same moment (a rolling deploy, two containers) wait for each other, and the later ones find the
 * migrations applied. Without it they race on Drizzle's bookkeeping table and all but one fail to start.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory for `memory://`). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string /** Embedded only: start from this dump of a data directory. */;
  loadDataDir?: Blob;
  /** Embedded only: an open PGlite client to use instead of starting one (the tests keep one per worker). */
  client?: PGlite;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A connection killed by the server must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // Same for a connection killed while checked out (a transaction): its pending query fails (→ 503), and the
    // pool drops the client on release; without a listener the 'error' event would be an uncaught exception.
    pool.on('connect', (client) => {
      client.on('error', () => {});
      // drizzle's transaction() never releases its client when BEGIN itself fails (a connection killed between
      // checkout and BEGIN): release it here, or every such failure leaks one of the pool's connections for good.
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const result = query(...args);
        const first = args[0] as string | { text?: string } | undefined;
        const text = typeof first === 'string' ? first : first?.text;
        if (!(result instanceof Promise) || !/^\s*begin\b/i.test(text ?? '')) return result;
        return result.catch((err: unknown) => {
          (client as unknown as { release(err?: unknown): void }).release(err instanceof Error ? err : new Error(String(err)));
          throw err;
        });
      };
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool),
      ping: async () => {
        await pool.query('select 1');
      },
      executeSql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  let client: PGlite;
  if (opts.client) {
    client = opts.client;
  } else if (opts.dataDir === 'memory://') {
    client = new PGlite({ loadDataDir: opts.loadDataDir });
  } else {
    const dir = resolve(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { loadDataDir: opts.loadDataDir });
  }
  await client.waitReady;
  const wrapped = withInstanceParsers(client);
  const db = drizzlePglite(wrapped, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    executeSql: async (text, values) => {
      if (values?.length) return wrapped.query(text, values);
      const results = await wrapped.exec(text);
      return { rows: results.findLast((r) => r.fields.length > 0)?.rows ?? [] };
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** The PGlite client under the wrapper (the benchmark's bare baseline uses it as is). */
export const UNWRAPPED = Symbol('unwrapped PGlite client');

/**
 * Drizzle asks PGlite for dates, timestamps and intervals as text by passing the same `parsers` with every
 * query, and PGlite merges per-query parsers into its table of every type (hundreds of array types) on each
 * call: about 0.2 ms per query, a third of a short query's cost (measured, see docs/performance.md). The same
 * parsers are set once on the instance instead, and the per-query ones dropped.
 */
const textParsers = Object.fromEntries(
  // the types Drizzle's PGlite session reads as text: timestamp, timestamptz, interval, date and their arrays
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]),
);

/**
 * The app's PGlite client: the parsers above set once, and each statement or transaction in its own turn of
 * the event loop, one at a time in arrival order. PGlite runs a statement synchronously, and everything
 * waiting for it continued in the same turn; under load a turn lasted 40 to 100 ms, and a busy Node server
 * accepts one new connection per turn (libuv >= 1.45), so a phone connecting while 100 others were answering
 * waited up to 5 s for its first request to be read. With a turn per statement that wait stayed under half a
 * second (docs/performance.md). Statements inside a transaction run in the transaction's turn.
 */
export function withInstanceParsers(client: PGlite): PGlite {
  Object.assign(client.parsers, textParsers);
  let queueTail: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolveTurn) => setImmediate(resolveTurn));
  const turn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queueTail.then(nextTurn).then(run);
    queueTail = result.catch(() => undefined);
    return result;
  };
  const strip = (options?: QueryOptions) => (options?.parsers ? { ...options, parsers: undefined } : options);
  const wrap = <T extends PGlite | Transaction>(target: T): T => {
    // What is assigned to the wrapper stays on it (a benchmark counting queries wraps `query` this way).
    const own = new Map<string | symbol, unknown>();
    return new Proxy(target, {
      get(t, prop) {
        if (own.has(prop)) return own.get(prop);
        if (prop === UNWRAPPED) return t;
        if (prop === 'query') {
          const run = (query: string, params?: unknown[], options?: QueryOptions) => t.query(query, params, strip(options));
          return t === client ? (...args: Parameters<typeof run>) => turn(() => run(...args)) : run;
        }
        // A script of statements (the job engine's): in its own turn too.
        if (prop === 'exec' && t === client) return (query: string, options?: QueryOptions) => turn(() => t.exec(query, strip(options)));
        if (prop === 'transaction') return <R>(fn: (tx: Transaction) => Promise<R>) => turn(() => (t as PGlite).transaction((tx) => fn(wrap(tx))));
        const value = Reflect.get(t, prop, t);
        return typeof value === 'function' ? value.bind(t) : value;
      },
      set(_t, prop, value) {
        own.set(prop, value);
        return true;
      },
    });
  };
  return wrap(client);
}
