/**
 * PostgreSQL's answers that another instance doing the same set-up at the same moment can cause: a deadlock, a
 * serialization failure, a duplicate key or relation. Trying again then finds the other instance's work done.
 */
const TRANSIENT_CODES = new Set(['40P01', '40001', '23505', '42P07']);

export const isTransient = (err: unknown) => TRANSIENT_CODES.has(String((err as { code?: unknown } | null)?.code ?? ''));

/**
 * Runs `run`, and again (up to `attempts` times in all, after a short growing pause) when it fails with a
 * transient error; any other error, or the last one, is thrown. `onRetry` hears of each retry (for the log).
 */
export async function retryTransient<T>(
  run: () => Promise<T>,
  opts: { attempts?: number; pauseMs?: number; onRetry?: (err: unknown, attempt: number) => void } = {},
): Promise<T> {
  const attempts = opts.attempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !isTransient(err)) throw err;
      opts.onRetry?.(err, attempt);
      await new Promise((resolve) => setTimeout(resolve, (opts.pauseMs ?? 100) * attempt));
    }
  }
}
