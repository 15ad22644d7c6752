import { z } from 'zod';
import { AdminId } from './admin.ts';
import { singleLineText } from './text.ts';

/**
 * The admin's lists, one page at a time (docs/design.md#admin-lists): every list is searched, filtered, sorted and
 * cut into pages by the server, which answers the page with the total count. The web client keeps the same
 * parameters in the address bar, so a list can be bookmarked, shared and reloaded as it was.
 */

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
/** Beyond this the page number is refused (400): no list is that long, and the offset stays a small integer. */
export const MAX_PAGE = 100_000;
/** The longest search (400 beyond it): no name or email a person types is longer. */
export const SEARCH_MAX_LENGTH = 80;

export const SortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirection>;

/** A yes/no filter of the query string (`?active=true`): only these two words. */
export const BooleanFilter = z.enum(['true', 'false']);
export type BooleanFilter = z.infer<typeof BooleanFilter>;

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `One of ${PAGE_SIZES.join(', ')}` });

/**
 * The query string of one list: `page` (from 1), `pageSize` (one of PAGE_SIZES), `q` (a search), `sort` (one of
 * the list's keys), `dir`, and the list's own filters. Missing parameters take their defaults.
 */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sorts: S,
  defaults: { sort: S[number]; dir: SortDirection },
  filters: F,
) {
  return z.object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    pageSize: pageSize.default(DEFAULT_PAGE_SIZE),
    q: singleLineText().trim().max(SEARCH_MAX_LENGTH).optional(),
    sort: z.enum(sorts).default(defaults.sort as never),
    dir: SortDirection.default(defaults.dir),
    ...filters,
  });
}

/** One page of a list: its rows, how many rows the whole list has with these filters, and where this page is. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

/** An optional id filter of the query string (`?clubId=12`). */
export const IdFilter = AdminId.optional();
