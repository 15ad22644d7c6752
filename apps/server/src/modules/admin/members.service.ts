import type { AdminMember } from '@club-pulse/contracts/admin-members';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from './audit.ts';
import * as repo from './members.repository.ts';
import { isoTimestamp } from './sql.ts';

const present = (row: repo.MemberRow): AdminMember => ({
  ...row,
  squadRoles: row.squadRoles ?? [],
  clubs: row.clubs ?? [],
  createdAt: isoTimestamp(row.createdAt) ?? '',
});

export const listMembers = async (db: Db) => (await repo.listMembers(db)).map(present);

/** Enables or disables a member (a disabled member cannot sign in, and their tokens stop working). Audited. */
export async function setMemberEnabled(db: Db, actorId: number, id: number, enabled: boolean): Promise<AdminMember> {
  if (!enabled && id === actorId) throw new AppError('CannotDisableSelf');
  const done = await db.transaction(async (tx) => {
    if (!(await repo.setEnabled(tx as unknown as Db, id, enabled))) return false;
    await recordAudit(tx, actorId, enabled ? 'member.enable' : 'member.disable', `member:${id}`);
    return true;
  });
  if (!done) throw new AppError('NotFound');
  const row = await repo.findMember(db, id);
  if (!row) throw new AppError('NotFound');
  return present(row);
}
