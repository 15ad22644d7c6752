import type { Db } from '../../db/client.ts';
import { claimKeyOnce } from '../../lib/rate-limit.repository.ts';

/**
 * Records a solved challenge's signature until the challenge expires (`expiresAt`, Unix seconds); false when
 * it was recorded before (a solution is accepted once). Kept in the rate-limit table (lib/rate-limit.repository.ts),
 * shared by every server instance; expired ones are deleted on the way.
 */
export const claimOnce = (db: Db, signature: string, expiresAt: number): Promise<boolean> => claimKeyOnce(db, 'captcha', signature, expiresAt);
