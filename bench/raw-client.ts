/** A plain SQL driver: PGlite's client or a node-postgres pool, behind the one method both share. */
export interface RawClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** Wraps a driver object (PGlite or pg.Pool) whose `query(text, params)` resolves to `{ rows }`. */
export function rawClient(driver: { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }): RawClient {
  return {
    query: async <T>(text: string, params?: unknown[]) => {
      const { rows } = await driver.query(text, params);
      return { rows: rows as T[] };
    },
  };
}
