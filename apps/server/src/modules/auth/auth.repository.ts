import type { Language } from '@club-pulse/contracts/constants';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../db/sql.ts';
import { members, passwordResets } from './tables.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Every query of signing in, signing out and password resets, and the queries of a member's row that other
 * modules ask of its owner (docs/decisions/0009): the account page, the second factor, terms, study invitations.
 */

/** The member with this email, whatever its case. */
export async function findMemberByEmail(db: Db, email: string) {
  const [row] = await db.select().from(members).where(sql`lower(${members.email}) = lower(${email.trim()})`);
  return row ?? null;
}

export async function findMemberById(db: Db, id: number) {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

/** Ends every token issued so far to the member (each call checks the token version); false when there is no such member. */
export async function bumpTokenVersion(db: Db, memberId: number): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ tokenVersion: sql`${members.tokenVersion} + 1` })
    .where(eq(members.id, memberId))
    .returning({ id: members.id });
  return rows.length > 0;
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

/** The columns of a member's own account page (modules/profile), with what a fresh token needs. */
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

/** The member's account page row, or null. */
export async function findMemberProfile(db: Db, memberId: number) {
  const [row] = await db.select(PROFILE).from(members).where(eq(members.id, memberId));
  return row ?? null;
}

/** The member's password hash (null without a password or a member), to check the current password. */
export async function findMemberPasswordHash(db: Db, memberId: number) {
  const [row] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
  return row?.passwordHash ?? null;
}

/** Sets name, surname and language; the account page row, or null for no such member. Not audited: the caller does. */
export async function updateMemberProfile(db: Db, memberId: number, values: { name: string; surname: string; language: Language }) {
  const [row] = await db.update(members).set(values).where(eq(members.id, memberId)).returning(PROFILE);
  return row ?? null;
}

/** Sets the language of the member's mails only. */
export async function setMemberLanguage(db: Db, memberId: number, language: Language) {
  await db.update(members).set({ language }).where(eq(members.id, memberId));
}

/**
 * Sets a new password hash and bumps the token version in one statement (every older token stops at once); the
 * account page row with the new version, or null. Not audited: the caller does.
 */
export async function setPasswordHash(db: Db, memberId: number, passwordHash: string) {
  const [row] = await db
    .update(members)
    .set({ passwordHash, tokenVersion: sql`${members.tokenVersion} + 1` })
    .where(eq(members.id, memberId))
    .returning(PROFILE);
  return row ?? null;
}

/** Marks a guardian's consent confirmed; true only when it was not yet (once is enough). Not audited: the caller does. */
export async function confirmGuardian(db: Db, memberId: number): Promise<boolean> {
  const changed = await db
    .update(members)
    .set({ guardianConfirmed: true })
    .where(and(eq(members.id, memberId), eq(members.guardianConfirmed, false)))
    .returning({ id: members.id });
  return changed.length > 0;
}

/** Records the usage-terms version the member accepted (modules/compliance). */
export async function setAcceptedTermsVersion(db: Db, memberId: number, version: number) {
  await db.update(members).set({ acceptedTermsVersion: version }).where(eq(members.id, memberId));
}

/** How many enabled members have the role User: those the usage terms' gate asks (admins are never gated). */
/** Whether a platform admin exists (enabled or not): the first-run setup is over once one does. */
export async function adminExists(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.role, 'AppAdmin')).limit(1);
  return row !== undefined;
}

export async function countEnabledUsers(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(members)
    .where(and(eq(members.enabled, true), eq(members.role, 'User')));
  return row?.total ?? 0;
}

/** The members among these (lower-cased) addresses: their lower-cased email, name, language and whether enabled. */
export const findMembersByEmails = (db: Db, emails: string[]) =>
  emails.length === 0
    ? Promise.resolve([])
    : db
        .select({ email: sql<string>`lower(${members.email})`, name: members.name, language: members.language, enabled: members.enabled })
        .from(members)
        .where(inArray(sql`lower(${members.email})`, emails));

/**
 * Each member's email, name, surname, birth date, language, platform role and whether the account is enabled, as a sub-select
 * named `alias` for another module's query: join it on `.id`. PostgreSQL flattens it into the query around it, so it
 * costs what a join of the table costs. A second name serves a query that meets members twice (a correlated
 * sub-select about another member).
 */
export const memberPersonAs = <A extends string>(alias: A) =>
  new QueryBuilder()
    .select({
      id: members.id,
      email: members.email,
      name: members.name,
      surname: members.surname,
      birthDate: members.birthDate,
      language: members.language,
      role: members.role,
      enabled: members.enabled,
    })
    .from(members)
    .as(alias);

/** `memberPersonAs('member_person')`: join it on `memberPerson.id`. */
export const memberPerson = memberPersonAs('member_person');

/**
 * Each member as the admin's users list (modules/members) reads, searches and sorts them: the person's columns and
 * the folded text the database stores beside each name (migration 0010), which the list's indexes hold. A sub-select
 * that PostgreSQL flattens into the query around it, so the list's plans read the same indexes as on the table.
 */
export const memberListingAs = <A extends string>(alias: A) =>
  new QueryBuilder()
    .select({
      id: members.id,
      email: members.email,
      name: members.name,
      surname: members.surname,
      role: members.role,
      enabled: members.enabled,
      createdAt: members.createdAt,
      foldedName: members.foldedName,
      foldedSurname: members.foldedSurname,
      foldedFullName: members.foldedFullName,
      foldedEmail: members.foldedEmail,
    })
    .from(members)
    .as(alias);

/** `memberListingAs('member_listing')`; a query that meets members twice names the second (the audit trail's actor and subject). */
export const memberListing = memberListingAs('member_listing');

/** Locks the member's row until the caller's transaction ends: counts of what the member got then run one after the other (the reminders' daily limit). */
export async function lockMember(tx: Db, memberId: number) {
  await tx.execute(sql`select 1 from ${members} where ${members.id} = ${memberId} for update`);
}

/** How many members there are and how many are disabled, as sub-selects for another module's query (the admin home). */
export const memberCounts = { all: countRows(members), disabled: countRows(members, eq(members.enabled, false)) };

/** Stores a new member (a registration with its password); their row as stored, with its defaults. Not audited: the caller does. */
export async function createMember(db: Db, values: typeof members.$inferInsert) {
  const [row] = await db.insert(members).values(values).returning();
  if (!row) throw new Error('the member was not stored');
  return row;
}

/**
 * Deletes the member's row: the foreign keys delete what is theirs with it (squad memberships, evaluations, answers:
 * ON DELETE CASCADE) and clear their role as club manager or group coach (SET NULL). Not audited: the caller does.
 */
export async function deleteMemberRecord(db: Db, memberId: number) {
  await db.delete(members).where(eq(members.id, memberId));
}
