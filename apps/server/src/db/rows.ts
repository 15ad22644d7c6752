import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Runs raw SQL and returns its rows: `db.execute` answers `{ rows }` on both PGlite and node-postgres. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function firstRow<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

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
