import { DEFAULT_PAGE_SIZE } from '@club-pulse/contracts/admin-lists';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Search and paging of the admin's lists (docs/design.md#admin-lists).
 *
 * A search matches the **beginning** of a name, a surname, an email, a code…, whatever the letter case and
 * the accents ("jose" finds "José Álvarez", "alv" too): so that a B-tree index on the folded text answers it,
 * with 100,000 members as with 100 (`… like 'jos%'` reads only the matching index entries). Matching inside a
 * word (`%jos%`) would need a trigram index, an extension the embedded database must load at every start;
 * prefixes serve how admins look people and clubs up (by the start of a name or of an email).
 *
 * The folding is one SQL expression, `folded(column)`, which db/schema stores in generated columns (computing
 * it at query time costs a translate() per row read, migration 0010) and indexes; the search text is folded
 * the same way here, from the same two strings.
 */
export const FOLD_FROM = 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž';
export const FOLD_TO = 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz';

/** The folded text of a column or expression: lower case, accents taken off. Immutable, so it may be indexed. */
export const folded = (expression: AnyPgColumn | SQL) =>
  sql<string>`translate(lower(${expression}), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})`;

// One letter for one letter: translate() pairs them by position (a test checks the two have the same length).
const foldMap = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i] as string]));

const FOLDABLE = new RegExp(`[${FOLD_FROM}]`, 'g');

/** The search text as `folded` writes the column: lower case, the same accents taken off. */
export const foldSearch = (text: string) =>
  text
    .toLowerCase()
    .replace(FOLDABLE, (c) => foldMap.get(c) ?? c)
    .trim();

/** A LIKE pattern that matches texts beginning with the folded `text` (its own `%`, `_` and `\` taken literally). */
const likePrefix = (folded: string) => `${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A LIKE pattern that matches texts beginning with `text` (its own `%`, `_` and `\` taken literally). */
export const prefixPattern = (text: string) => likePrefix(foldSearch(text));

/** The pattern of a search (`prefixPattern`), or undefined when `q` searches nothing (absent, or spaces alone). */
export function searchPrefixPattern(q: string | undefined): string | undefined {
  const folded = q === undefined ? '' : foldSearch(q);
  return folded === '' ? undefined : likePrefix(folded);
}

/**
 * The search condition of a list: one of `expressions` (each already folded, as indexed) begins with the
 * search text; undefined when there is no search.
 */
export function startsWith(q: string | undefined, expressions: Array<SQL | AnyPgColumn>): SQL | undefined {
  const text = q === undefined ? '' : foldSearch(q);
  if (!text) return undefined;
  const pattern = prefixPattern(text);
  return sql`(${sql.join(
    expressions.map((e) => sql`${e} like ${pattern}`),
    sql` or `,
  )})`;
}

/** LIMIT and OFFSET of a page (pages from 1). */
export const pageWindow = (page: number, pageSize: number = DEFAULT_PAGE_SIZE) => ({ limit: pageSize, offset: (page - 1) * pageSize });
