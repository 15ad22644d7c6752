import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';

export interface RateLimiter {
  /** Counts one hit for `key`; throws TooManyRequests (429) past `max` hits in `windowSeconds`. */
  hit(key: string, max: number, windowSeconds: number): Promise<void>;
}

/** Counters live in the database so that every server instance enforces the same limit. */
export function createRateLimiter(db: Db, enabled: boolean): RateLimiter {
  return {
    async hit(key, max, windowSeconds) {
      if (!enabled) return;
      const result = await db.execute<{ count: number }>(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count`);
      const rows = (result as unknown as { rows: { count: number }[] }).rows;
      if (Number(rows[0]?.count ?? 0) > max) throw new AppError('TooManyRequests');
    },
  };
}
