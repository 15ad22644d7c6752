import { asc, Column, desc, is, SQL, Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { foldSearch, pageWindow, searchPrefixPattern } from './search.ts';

/**
 * The statements of an admin list, built once per **shape** of its query and then run with the request's values
 * (docs/performance.md#admin-lists). Building a list's two statements (the page, the count) took Drizzle about
 * 0.4 ms of CPU on every request, a third of what the app adds to a 1.5 ms list query; a prepared statement
 * only fills in its values.
 *
 * The shape is what decides the SQL text: the sort, the direction, each enumerated filter's value, and whether
 * each free value (a search, an id, a date) is there. `build` receives the shape and nothing else, so no value of
 * one request can end up written into a statement that later requests reuse, and the shape, being all that
 * `build` sees, is a complete cache key. The free values reach the statements as `param(name)` placeholders.
 *
 * The statements are unnamed on PostgreSQL (parsed and planned on every run, as before): a plan kept for a
 * prefix search would be a generic one, which cannot use the search indexes for `like $1`.
 */
export type ListShape = Readonly<Record<string, string | number | boolean | null>>;

/** A value of the request, filled in when the statement runs (`execute({ name: value })`). */
export const param = (name: string) => sql.placeholder(name);

/** LIMIT and OFFSET of a page, as placeholders (`pageValues` gives their values). */
export const PAGE = { limit: param('limit'), offset: param('offset') } as unknown as { limit: number; offset: number };

/** The values of `PAGE`. */
export const pageValues = (page: number, pageSize?: number) => pageWindow(page, pageSize);

/**
 * How a list cuts a page from its order. `keyset` (what the lists answer with): the page's first row is found by
 * OFFSET over the sort keys alone, then the page is the rows at or after that row's keys, read from the sort
 * index. `offset`: the plain LIMIT/OFFSET over the same order, kept as the reference a keyset page must equal
 * (test/keyset-pages.ts compares the two, for each list).
 */
export type Paging = 'keyset' | 'offset';

/** A list's sort keys, each ascending or each descending (the id last, so that no two rows tie). */
export const ordered = (keys: ReadonlyArray<SQL | AnyPgColumn>, dir: 'asc' | 'desc') => keys.map((k) => (dir === 'desc' ? desc(k) : asc(k)));

/** A select that can still be ordered and cut: what `pageIds` builds its queries from (a `$dynamic()` select). */
interface Cuttable {
  orderBy(...columns: SQL[]): unknown;
}
interface Cut {
  limit(limit: number): Cut;
  offset(offset: number): Cut;
  as(alias: string): unknown;
}

/**
 * The ids of one page, in the list's order, as the subquery `page` to join the page's rows to (as the audit list
 * does, by keyset from the page's first row: docs/performance.md). `select(fields, condition)` is the list's
 * select of `fields` from its tables with its filters and `condition` added. The keys must never be null (a row
 * comparison with a null is null) and all go one way (the row comparison orders them that way); the id is the
 * last key. The address still says the page's number: the first row's keys are found by OFFSET over the sort
 * keys alone, without reading the rows before it; the page is then the rows at or after them, read in order from
 * the sort index. Past the end there is no first row, the comparison is null and the page is empty, as with OFFSET.
 */
export function pageIds<I extends AnyPgColumn>(
  select: (fields: Record<string, SQL | AnyPgColumn>, condition?: SQL) => Cuttable,
  id: I,
  keys: ReadonlyArray<SQL | AnyPgColumn>,
  dir: 'asc' | 'desc',
  paging: Paging,
): SubqueryWithSelection<{ id: I }, 'page'> {
  const order = ordered(keys, dir);
  const cut = (q: Cuttable) => q.orderBy(...order) as Cut;
  if (paging === 'offset') return cut(select({ id })).limit(PAGE.limit).offset(PAGE.offset).as('page') as SubqueryWithSelection<{ id: I }, 'page'>;
  const first = cut(select(Object.fromEntries(keys.map((k, i) => [`k${i}`, k]))))
    .limit(1)
    .offset(PAGE.offset);
  const atOrAfter = sql`(${sql.join([...keys], sql`, `)}) ${dir === 'desc' ? sql`<=` : sql`>=`} (${first as unknown as SQL})`;
  return cut(select({ id }, atOrAfter)).limit(PAGE.limit).as('page') as SubqueryWithSelection<{ id: I }, 'page'>;
}

/** Whether `q` searches anything (spaces alone do not): part of a list's shape. */
export const searches = (q: string | undefined) => q !== undefined && foldSearch(q) !== '';

/** What every searched list's shape has: its sort, its direction and whether it searches (`startsWithPattern`). */
export const sortedSearchShape = <Sort extends string>(query: { sort: Sort; dir: 'asc' | 'desc'; q?: string }) => ({
  sort: query.sort,
  dir: query.dir,
  search: searches(query.q),
});

/** The value of the `pattern` placeholder of `startsWithPattern`. */
export const searchPattern = searchPrefixPattern;

/** `startsWith` (db/search.ts) with the pattern as the placeholder `pattern`; undefined without a search. */
export function startsWithPattern(present: boolean, expressions: Array<SQL | AnyPgColumn>): SQL | undefined {
  if (!present) return undefined;
  const pattern = param('pattern');
  return sql`(${sql.join(
    expressions.map((e) => sql`${e} like ${pattern}`),
    sql` or `,
  )})`;
}

/** At most this many shapes are kept per list and database; past it the list's statements are built anew. */
const MAX_SHAPES = 500;
const byDb = new WeakMap<object, Map<string, Map<string, unknown>>>();

/** The statements of `list` for this shape: built by `build` the first time, then kept (per database object). */
export function shapedStatements<S extends ListShape, T>(db: Db, list: string, shape: S, build: (shape: S) => T): T {
  let lists = byDb.get(db);
  if (!lists) {
    lists = new Map();
    byDb.set(db, lists);
  }
  let shapes = lists.get(list);
  if (!shapes) {
    shapes = new Map();
    lists.set(list, shapes);
  }
  const key = JSON.stringify(shape);
  let statements = shapes.get(key) as T | undefined;
  if (!statements) {
    // A frozen copy: `build` cannot keep a reference that a caller changes afterwards.
    statements = build(Object.freeze({ ...shape }));
    for (const statement of Object.values(statements as object)) compileRowMapping(statement);
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, statements);
  }
  return statements;
}

/** What a field's decoder does: a column's, or a SQL expression's (`mapWith`). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The parts of a Drizzle prepared select that `compileRowMapping` reads and sets (node-postgres and PGlite alike). */
interface PreparedSelect {
  fields?: Array<{ path: string[]; field: unknown }>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

/** The decoder Drizzle's `mapResultRow` would pick for a selected field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}

/**
 * A list's rows mapped by a function made once for its statement (docs/performance.md#admin-lists). Drizzle maps each
 * row by walking the select's fields and testing each one's kind for every cell (about 65 µs for a page of 25
 * studies); the decoders of a list's statement never change, so they are looked up once. Only a flat select
 * (every field a top-level key, as the lists select) is compiled; with nested objects Drizzle's own mapping stays,
 * and with it the nulling of an absent joined row. Exported for its test.
 */
export function compileRowMapping(statement: unknown): boolean {
  const prepared = statement as PreparedSelect | null;
  const fields = prepared?.fields;
  if (!prepared || !Array.isArray(fields) || !('customResultMapper' in prepared) || prepared.customResultMapper !== undefined) return false;
  if (fields.some((f) => f.path.length !== 1)) return false;
  const keys = fields.map((f) => f.path[0] as string);
  const decoders = fields.map((f) => decoderOf(f.field));
  const width = keys.length;
  prepared.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let i = 0; i < width; i++) {
        const value = row[i];
        mapped[keys[i] as string] = value === null ? null : (decoders[i] as Decoder).mapFromDriverValue(value);
      }
      return mapped;
    });
  return true;
}
