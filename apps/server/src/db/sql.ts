import type { Bands } from '@club-pulse/contracts/bands';
import { DEFAULT_LANGUAGE, type Language } from '@club-pulse/contracts/constants';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core';

/** Where Drizzle keeps the real name of an aliased table (`Table.Symbol.OriginalName`, not in its types). */
const ORIGINAL_NAME = Symbol.for('drizzle:OriginalName');

/**
 * A table under a short name, for raw SQL that needs one (a table met twice, a correlated subquery):
 * `from ${e.from}` writes `"evaluations" "e"`, and `${e.t.state}` writes `"e"."state"`. The columns come from
 * the schema objects, so renaming a column breaks the build instead of the query.
 */
export function tableAs<T extends PgTable, N extends string>(table: T, name: N) {
  const t = alias(table, name);
  const original = (t as unknown as Record<symbol, string | undefined>)[ORIGINAL_NAME] ?? getTableName(table);
  return { t, from: sql`${sql.identifier(original)} ${sql.identifier(name)}` as SQL };
}

/**
 * Keeps every column of `fragment` written with its table. In a select of one table Drizzle writes the
 * columns it meets at the top of a selected expression without their table (`"club_id"`), which inside a
 * subquery would name the subquery's own column; one level down it leaves them as they are.
 */
export const qualified = <T>(fragment: SQL<T>): SQL<T> => sql<T>`${fragment}`;

/**
 * A timestamp as the API writes it, ISO 8601 in UTC with milliseconds (`2026-11-24T17:05:38.911Z`, what
 * `Date.prototype.toISOString` writes, the microseconds cut off as it cuts them), written by PostgreSQL. For the
 * admin lists' rows (docs/performance.md#admin-lists): turning the driver's text into a `Date` and the `Date`
 * into ISO text cost the app about 1.4 µs a row (35 µs for a page of 25 members), PostgreSQL's `to_char` a
 * fraction of that. Null stays null.
 */
export const isoText = (column: AnyPgColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A member's full name as people read it (name, then surname), from the members table or one of its aliases. */
export const fullName = (m: { name: AnyPgColumn; surname: AnyPgColumn }) => sql<string>`trim(${m.name} || ' ' || ${m.surname})`;

/** The column list of an INSERT written in raw SQL (`insert into ${t} (${columnNames(t.a, t.b)}) select …`). */
export const columnNames = (...columns: AnyPgColumn[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );

/** A localized JSON text (`{ en, es, … }`) in `lang`, falling back to the default language. */
export const localizedText = (column: AnyPgColumn, lang: Language | SQL) =>
  sql<string>`coalesce(${column} ->> ${lang}::text, ${column} ->> ${DEFAULT_LANGUAGE}::text)`;

/** A number of a rule written into the SQL text (never a value of a request). */
export function numberLiteral(n: number): SQL {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite number: ${n}`);
  return sql.raw(String(n));
}

/** `on` (YYYY-MM-DD) moved by a number of days of a rule, in SQL. */
export const daysFrom = (on: string, days: number) => sql`(${on}::date + ${numberLiteral(days)})`;

/** How many rows of `table` meet `where` (every row without), as a sub-select for a statement's select list. */
/** "The table has a row (where `where`)", as SQL for another module's query: an owner's answer to a checklist. */
export const anyRows = (table: PgTable, where?: SQL): SQL<boolean> =>
  qualified(sql<boolean>`exists (select 1 from ${table}${where ? sql` where ${where}` : sql``})`).mapWith(Boolean);

export const countRows = (table: PgTable, where?: SQL) =>
  qualified(sql<number>`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})`).mapWith(Number);

/** A band's name written into the SQL text (never a value of a request). */
function nameLiteral(name: string): SQL {
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new RangeError(`not a band name: ${name}`);
  return sql.raw(`'${name}'`);
}

/**
 * The SQL CASE of the contracts' `bands` over `value`, as `bandOf` computes it: the first band whose limit
 * the value is below, else the top band; null for null. `scale` multiplies the limits (for a value stored
 * ×10). The limits and names are written into the text rather than sent as parameters: they are the rule
 * (so the text is the same on every call, and a GROUP BY on the expression matches itself).
 */
export function bandCase<B extends string>(bands: Bands<B>, value: SQL | AnyPgColumn, scale = 1): SQL<B | null> {
  const whens = bands.below.map(([limit, band]) => sql`when ${value} < ${numberLiteral(limit * scale)} then ${nameLiteral(band)}`);
  return sql<B | null>`(case when ${value} is null then null ${sql.join(whens, sql` `)} else ${nameLiteral(bands.top)} end)`;
}
