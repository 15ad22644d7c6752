import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from './tables.ts';

/**
 * The writes of a member's row that the admin's user management and the roster import make (modules/members asks
 * them here: the table is this module's, docs/decisions/0009). None is audited: the caller does.
 */

/** Whether another member than `exceptId` has this email (any letter case). */
export async function emailTaken(db: Db, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = lower(${email})`, exceptId ? ne(members.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** A new member without a password (invited); its id, or undefined when the email was taken meanwhile (any letter case). */
export async function insertInvitedMember(
  db: Db,
  v: { email: string; name: string; surname: string; language: string; role: 'User' | 'AppAdmin'; birthDate: string | null },
) {
  const [row] = await db
    .insert(members)
    .values({ ...v, passwordHash: null })
    .onConflictDoNothing()
    .returning({ id: members.id });
  return row?.id;
}

/** New players without a password (invited), in one statement; a row whose email was taken meanwhile is left out. */
export async function insertInvitedPlayers(
  db: Db,
  rows: Array<{ email: string; name: string; surname: string; birthDate: string; language: string; guardianConfirmed: boolean }>,
) {
  if (rows.length === 0) return [];
  return db
    .insert(members)
    .values(rows.map((r) => ({ ...r, role: 'User' as const, passwordHash: null })))
    .onConflictDoNothing()
    .returning({ id: members.id, email: members.email, name: members.name, language: members.language });
}

/** Sets name, surname, email and birth date (`birthDate` left out stays as it is); false for no such member. */
export async function updateMemberDetails(db: Db, id: number, v: { name: string; surname: string; email: string; birthDate?: string | null }) {
  const changed = await db.update(members).set(v).where(eq(members.id, id)).returning({ id: members.id });
  return changed.length > 0;
}

/** A new platform role; the token version moves on, so the member signs in again and their client sees the new role. */
export async function setMemberRole(db: Db, id: number, role: 'User' | 'AppAdmin') {
  await db
    .update(members)
    .set({ role, tokenVersion: sql`${members.tokenVersion} + 1` })
    .where(eq(members.id, id));
}

/** Disabling also bumps the token version: every token already issued stops working (docs/design.md#api). False for no such member. */
export async function setAccountEnabled(db: Db, id: number, enabled: boolean): Promise<boolean> {
  const changed = await db
    .update(members)
    .set({ enabled, tokenVersion: sql`${members.tokenVersion} + ${enabled ? 0 : 1}` })
    .where(eq(members.id, id))
    .returning({ id: members.id });
  return changed.length > 0;
}

/** Records a guardian's consent for these members (once is enough: never withdraws one). */
export async function confirmGuardians(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return;
  await db
    .update(members)
    .set({ guardianConfirmed: true })
    .where(and(inArray(members.id, memberIds), eq(members.guardianConfirmed, false)));
}
