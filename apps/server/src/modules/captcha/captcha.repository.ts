import { and, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/**
 * Records a solved challenge's signature until the challenge expires (`expiresAt`, Unix seconds); false when
 * it was recorded before (a solution is accepted once). Kept in the rate-limit table, shared by every server
 * instance; expired ones are deleted on the way.
 */
export async function claimOnce(db: Db, signature: string, expiresAt: number): Promise<boolean> {
  await db.delete(rateLimits).where(and(like(rateLimits.key, 'captcha:%'), lt(rateLimits.resetAt, sql`now()`)));
  const claimed = await db
    .insert(rateLimits)
    .values({ key: `captcha:${signature}`, count: 1, resetAt: sql`to_timestamp(${expiresAt})` })
    .onConflictDoNothing({ target: rateLimits.key })
    .returning({ key: rateLimits.key });
  return claimed.length === 1;
}
