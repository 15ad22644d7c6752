import { and, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from './tables.ts';

/**
 * Counts one hit of `key` in its window of `windowSeconds` and answers the count so far: one upsert, so that
 * concurrent hits on every server instance count exactly. A window that has passed starts again at 1.
 */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.${sql.identifier(rateLimits.resetAt.name)} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}

/** Gives back one hit of `key` in its current window (never below 0; a window that has passed is left alone). */
export async function refundHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
}

/** Whether `key` has a count in a window that has not passed (a mark, see RateLimiter.marked). */
export async function hasLiveHit(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`), gt(rateLimits.count, 0)));
  return Boolean(row);
}

/**
 * Claims `${prefix}:${name}` until `expiresAt` (Unix seconds); false when it was claimed before (something that
 * counts once, like a solved captcha). Expired claims of `prefix` are deleted on the way.
 */
export async function claimKeyOnce(db: Db, prefix: string, name: string, expiresAt: number): Promise<boolean> {
  await db.delete(rateLimits).where(and(like(rateLimits.key, `${prefix}:%`), lt(rateLimits.resetAt, sql`now()`)));
  const claimed = await db
    .insert(rateLimits)
    .values({ key: `${prefix}:${name}`, count: 1, resetAt: sql`to_timestamp(${expiresAt})` })
    .onConflictDoNothing({ target: rateLimits.key })
    .returning({ key: rateLimits.key });
  return claimed.length === 1;
}
