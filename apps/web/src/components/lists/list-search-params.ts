import type { z } from 'zod';

/**
 * A server-paged list's parameters in the address bar (docs/design.md#admin-lists): read with the list's own
 * contract schema, so the page asks exactly what the server accepts. A parameter the schema refuses (an old
 * link, a hand-edited address) is dropped and takes its default instead of breaking the page; defaults are
 * left out of the address, which stays short and shareable.
 */
export function readListParams<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  for (;;) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    if (![...bad].some((key) => key in raw)) return schema.parse({});
    for (const key of bad) delete raw[key];
  }
}

/** The address's query for `values`: only what differs from the defaults, in the schema's order. */
export function writeListParams<S extends z.ZodObject>(schema: S, values: Partial<z.infer<S>>): URLSearchParams {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const out = new URLSearchParams();
  for (const key of Object.keys(schema.shape)) {
    const value = (values as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    out.set(key, String(value));
  }
  return out;
}
