import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { readListParams, writeListParams } from './list-search-params.ts';

/** How long a list's search box waits after the last key before asking the server. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/**
 * A server-paged list's state in the address bar (docs/design.md#admin-lists), read with the list's contract
 * schema: a reload, the back button or a shared link shows the same page. A change of search, filter, sort or
 * page size goes back to page 1; a change of page keeps the rest.
 */
export function useListParams<S extends z.ZodObject>(schema: S) {
  const [params, setParams] = useSearchParams();
  const query = readListParams(schema, params);
  const update = (change: Partial<z.infer<S>>) =>
    setParams(writeListParams(schema, { ...query, page: 1, ...change } as Partial<z.infer<S>>), { preventScrollReset: true });
  return { query, update };
}

/**
 * The text of a list's search box: it follows the address (back button, shared link), and what is typed reaches
 * the address (`apply`) after a pause, so that a word is one request, not one per letter.
 */
export function useDebouncedSearch(q: string | undefined, apply: (q: string | undefined) => void) {
  const [text, setText] = useState(q ?? '');
  const [debounced] = useDebouncedValue(text, LIST_SEARCH_DEBOUNCE_MS);
  const latest = useRef({ q, apply });
  latest.current = { q, apply };
  useEffect(() => setText((typed) => (typed.trim() === (q ?? '') ? typed : (q ?? ''))), [q]);
  useEffect(() => {
    const { q: now, apply: set } = latest.current;
    if (debounced.trim() !== (now ?? '')) set(debounced.trim() || undefined);
  }, [debounced]);
  return [text, setText] as const;
}
