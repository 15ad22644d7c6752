import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

/**
 * What the admin did, for the audit trail (DESIGN §2): every read of an individual report, every
 * enable/disable and every removal. `target` names the record, e.g. `member:12`.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, actorId: number, action: string, target: string): Promise<void> {
  await db.insert(auditEvents).values({ actorId, action, target });
}
