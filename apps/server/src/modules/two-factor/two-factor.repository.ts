import { and, count, eq, isNull, or, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberTwoFactor, twoFactorRecoveryCodes } from './tables.ts';
import { recordAudit } from '../audit/index.ts';
import { bumpTokenVersion } from '../auth/index.ts';

/** Every query of the second factor. */

/** Whether the member has two-factor sign-in enabled: then a password alone gives no session (handed to auth by app.ts). */
export async function hasTwoFactor(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ enabledAt: memberTwoFactor.enabledAt }).from(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
  return Boolean(row?.enabledAt);
}

export async function findTwoFactor(db: Db, memberId: number) {
  const [row] = await db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
  return row ?? null;
}

/** A new secret waiting for its first code (replaces one not confirmed yet; never an enabled one). */
export async function storePendingSecret(db: Db, memberId: number, sealedSecret: string): Promise<boolean> {
  const rows = await db
    .insert(memberTwoFactor)
    .values({ memberId, secret: sealedSecret })
    .onConflictDoUpdate({
      target: memberTwoFactor.memberId,
      set: { secret: sealedSecret, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(memberTwoFactor.enabledAt),
    })
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length > 0;
}

/**
 * Records the time step of an accepted code, only if it is later than the last one: of two requests with the
 * same code, one wins (no replay, even at the same instant).
 */
export async function useTimeStep(db: Pick<Db, 'update'>, memberId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(memberTwoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(memberTwoFactor.memberId, memberId), or(isNull(memberTwoFactor.lastUsedStep), lt(memberTwoFactor.lastUsedStep, step))))
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length > 0;
}

/** Replaces the member's recovery codes by these (hashes). */
async function replaceRecoveryCodes(tx: Pick<Db, 'delete' | 'insert'>, memberId: number, codeHashes: string[]) {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.memberId, memberId));
  await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ memberId, codeHash })));
}

/** Enables the pending secret with the step of its first code, its recovery codes, and the audit event; ends every session issued before. */
export async function enableTwoFactor(db: Db, memberId: number, step: number, codeHashes: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(memberTwoFactor)
      .set({ enabledAt: sql`now()`, lastUsedStep: step })
      .where(and(eq(memberTwoFactor.memberId, memberId), isNull(memberTwoFactor.enabledAt)))
      .returning({ memberId: memberTwoFactor.memberId });
    if (rows.length === 0) return false;
    // Every session of the password alone ends (another device, a stolen token): the caller gets a fresh one.
    await bumpTokenVersion(tx, memberId);
    await replaceRecoveryCodes(tx, memberId, codeHashes);
    await recordAudit(tx, memberId, 'member.twoFactorEnable', `member:${memberId}`);
    return true;
  });
}

export async function renewRecoveryCodes(db: Db, memberId: number, step: number, codeHashes: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await useTimeStep(tx, memberId, step))) return false;
    await replaceRecoveryCodes(tx, memberId, codeHashes);
    await recordAudit(tx, memberId, 'member.twoFactorRecoveryCodes', `member:${memberId}`);
    return true;
  });
}

/** Uses a recovery code once (marks it used, records the audit event); false for an unknown or used one. */
export async function useRecoveryCode(db: Db, memberId: number, codeHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(twoFactorRecoveryCodes.memberId, memberId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)))
      .returning({ id: twoFactorRecoveryCodes.id });
    if (used.length === 0) return false;
    await recordAudit(tx, memberId, 'member.twoFactorRecoveryCodeUsed', `member:${memberId}`);
    return true;
  });
}

export async function countRecoveryCodesLeft(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.memberId, memberId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Removes a member's second factor and recovery codes and ends their sessions (token version): they sign in
 * with the password and set it up again. Returns false when the member does not exist. `actorId` null: the
 * operator's command (`npm run reset-two-factor`).
 */
export async function resetTwoFactor(db: Db, actorId: number | null, memberId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await bumpTokenVersion(tx, memberId))) return false;
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.memberId, memberId));
    await tx.delete(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
    await recordAudit(tx, actorId, 'member.twoFactorReset', `member:${memberId}`);
    return true;
  });
}
