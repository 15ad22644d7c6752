import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { members } from './tables.ts';

/**
 * Never the last enabled admin: refuses (409 LastAdmin) to disable, demote or erase `member` when they are an
 * enabled platform admin and no other one is. Every enabled admin's row is locked until the transaction ends, the
 * member's too: two admins disabling, demoting or erasing each other at once wait for one another, and the second,
 * reading the rows again after the first committed, sees that it would leave nobody. Call it inside the
 * transaction that makes the change. The one copy of this rule (the admin's users, the member's own deletion).
 */
export async function refuseLastEnabledAdmin(tx: Db, member: { id: number; role: string; enabled: boolean }): Promise<void> {
  if (member.role !== 'AppAdmin' || !member.enabled) return;
  const admins = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.role, 'AppAdmin'), eq(members.enabled, true)))
    .for('update');
  if (!admins.some((admin) => admin.id !== member.id)) throw new AppError('LastAdmin');
}
