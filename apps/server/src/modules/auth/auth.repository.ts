import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, passwordResets } from './tables.ts';
import { memberTwoFactor } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';

/** Every query of signing in, signing out and password resets. */

/** The member with this email, whatever its case. */
export async function findMemberByEmail(db: Db, email: string) {
  const [row] = await db.select().from(members).where(sql`lower(${members.email}) = lower(${email.trim()})`);
  return row ?? null;
}

/** Whether the member has two-factor sign-in enabled (modules/two-factor): then a password alone gives no session. */
export async function hasTwoFactor(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ enabledAt: memberTwoFactor.enabledAt }).from(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
  return Boolean(row?.enabledAt);
}

export async function findMemberById(db: Db, id: number) {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

/** Ends every token issued so far to the member (each call checks the token version). */
export async function bumpTokenVersion(db: Db, memberId: number) {
  await db
    .update(members)
    .set({ tokenVersion: sql`${members.tokenVersion} + 1` })
    .where(eq(members.id, memberId));
}

/** Retires the member's unused reset and invitation links: none of them sets a password any more. */
export async function retireResetTokens(db: Db, memberId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}

/** Stores a new reset token (its hash) and retires the member's earlier unused ones: only the newest link works. */
export async function storeResetToken(db: Db, memberId: number, tokenHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await retireResetTokens(tx, memberId);
    await tx.insert(passwordResets).values({ memberId, tokenHash, expiresAt });
  });
}

/**
 * The enabled member whose email this is and who holds this reset token unused and unexpired, in one query:
 * an unknown email and a wrong link of a known one cost the same, before any password is hashed.
 */
export async function findMemberOfLiveResetToken(
  db: Db,
  email: string,
  tokenHash: string,
): Promise<{ id: number; birthDate: string | null; guardianConfirmed: boolean } | null> {
  const [row] = await db
    .select({ id: members.id, birthDate: members.birthDate, guardianConfirmed: members.guardianConfirmed })
    .from(members)
    .innerJoin(passwordResets, eq(passwordResets.memberId, members.id))
    .where(
      and(
        sql`lower(${members.email}) = lower(${email.trim()})`,
        eq(members.enabled, true),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/**
 * Uses a reset token once: marks it used and sets the new password hash, bumping the token version so that
 * every session issued before stops working. Returns false for an unknown, used or expired token.
 */
export async function consumeResetToken(
  db: Db,
  memberId: number,
  tokenHash: string,
  passwordHash: string,
  opts: { guardianConfirmed?: boolean } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.memberId, memberId),
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: passwordResets.id });
    if (used.length === 0) return false;
    await tx
      .update(members)
      .set({ passwordHash, tokenVersion: sql`${members.tokenVersion} + 1`, ...(opts.guardianConfirmed ? { guardianConfirmed: true } : {}) })
      .where(eq(members.id, memberId));
    if (opts.guardianConfirmed) await recordAudit(tx, memberId, 'member.guardianConsent', `member:${memberId}`);
    return true;
  });
}
