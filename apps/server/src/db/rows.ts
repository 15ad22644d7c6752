import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Runs raw SQL and returns its rows: `db.execute` answers `{ rows }` on both PGlite and node-postgres. For
 * the statements the query builder cannot write (CTEs feeding json_agg, INSERT … SELECT, the answering
 * function). `T` is not checked: derive it from the schema (`typeof members.$inferSelect['name']`) or the
 * contracts, and name the columns through the schema objects (`${e.t.state}`, see `tableAs`), so that a
 * renamed column breaks the build.
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A JSON array a query built with json_agg: an array on node-postgres and PGlite, or its text. */
export const jsonArray = <T>(value: T[] | string | null | undefined): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []));

const dialect = new PgDialect();

/**
 * The same as `rows`, as a named statement: on PostgreSQL each pool connection parses and plans it once and
 * then reuses the plan (PGlite ignores the name). For raw SQL on the hottest paths only; the text must be the
 * same on every call for one name (the values go in as parameters), or node-postgres refuses it.
 */
export async function namedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = await prepared.execute();
  return (result as unknown as { rows: T[] }).rows;
}

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

/**
 * Builds a query once per database object and keeps it, prepared: Drizzle otherwise builds the SQL text again
 * on every call, which on the answering path was a fifth of the server's CPU (profile, docs/performance.md).
 * The values go in through `sql.placeholder(name)` and `execute({ name: value })`. `name` also names the
 * statement on PostgreSQL (see `namedRows`). For the base database object (a transaction's is new every time).
 */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  let byName = preparedByDb.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDb.set(db, byName);
  }
  let prepared = byName.get(name) as T | undefined;
  if (!prepared) {
    prepared = build();
    byName.set(name, prepared);
  }
  return prepared;
}

/** Raw SQL with `sql.placeholder`s, built once per database object (`preparedOnce`) and run as a named statement. */
export async function preparedRows<T>(db: Db, name: string, build: () => SQL, values: Record<string, unknown>): Promise<T[]> {
  const prepared = preparedOnce(db, name, () => db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false));
  const result = await prepared.execute(values);
  return (result as unknown as { rows: T[] }).rows;
}

type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [T, ...R]>;

/**
 * The `n` rows a statement must answer (an insert's RETURNING of `n` rows, a count), as a tuple; a missing
 * row throws instead of being read as undefined further on.
 */
export function expectRows<T, N extends number>(rows: readonly T[], n: N): Tuple<T, N> {
  if (rows.length < n) throw new Error(`expected ${n} rows, got ${rows.length}`);
  return rows.slice(0, n) as unknown as Tuple<T, N>;
}
