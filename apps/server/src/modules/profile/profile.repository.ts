import type { Language } from '@club-pulse/contracts/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';

/** Every query of the member's own account page. */

const PROFILE = {
  id: members.id,
  email: members.email,
  name: members.name,
  surname: members.surname,
  language: members.language,
  role: members.role,
  tokenVersion: members.tokenVersion,
  birthDate: members.birthDate,
  guardianConfirmed: members.guardianConfirmed,
};

export async function findProfile(db: Db, memberId: number) {
  const [row] = await db.select(PROFILE).from(members).where(eq(members.id, memberId));
  return row ?? null;
}

/** The member's password hash, to check the current password. */
export async function findPasswordHash(db: Db, memberId: number) {
  const [row] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
  return row?.passwordHash ?? null;
}

/** Sets name, surname and language; audited with the member as actor. */
export async function updateProfile(db: Db, memberId: number, values: { name: string; surname: string; language: Language }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(members).set(values).where(eq(members.id, memberId)).returning(PROFILE);
    if (row) await recordAudit(tx, memberId, 'member.profileUpdate', `member:${memberId}`);
    return row ?? null;
  });
}

/** Sets the language only (the header's language menu); not audited: it is a preference, like the menu itself. */
export async function updateLanguage(db: Db, memberId: number, language: Language) {
  await db.update(members).set({ language }).where(eq(members.id, memberId));
}

/**
 * Sets the new password hash and bumps the token version in one statement, so that every token issued before
 * stops working at once; returns the row with the new version, for the caller's fresh token. Audited.
 */
export async function changePassword(db: Db, memberId: number, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(members)
      .set({ passwordHash, tokenVersion: sql`${members.tokenVersion} + 1` })
      .where(eq(members.id, memberId))
      .returning(PROFILE);
    if (row) await recordAudit(tx, memberId, 'member.passwordChange', `member:${memberId}`);
    return row ?? null;
  });
}

/** Records a guardian's consent, confirmed by the member (audited, with the member as actor); once is enough. */
export async function confirmGuardianConsent(db: Db, memberId: number) {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(members)
      .set({ guardianConfirmed: true })
      .where(and(eq(members.id, memberId), eq(members.guardianConfirmed, false)))
      .returning({ id: members.id });
    if (changed.length > 0) await recordAudit(tx, memberId, 'member.guardianConsent', `member:${memberId}`);
  });
}
