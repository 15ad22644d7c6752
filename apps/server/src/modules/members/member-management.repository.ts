import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { squadMembers } from './tables.ts';
import { clubs, members, studyGroups } from '../../db/schema/index.ts';

/** Queries of the admin's user management (create, edit, invite, roles, erasure); the list lives in members.repository. */

export async function findStudyGroupWithClub(db: Db, studyGroupId: number) {
  const [row] = await db
    .select({ id: studyGroups.id, clubId: studyGroups.clubId, club: clubs.name })
    .from(studyGroups)
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
    .where(eq(studyGroups.id, studyGroupId));
  return row;
}

export async function clubExists(db: Db, clubId: number) {
  const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  return row !== undefined;
}

export async function insertMember(
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

/** Whether another member has this email (any letter case). */
export async function emailTaken(db: Db, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = lower(${email})`, exceptId ? ne(members.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** `birthDate` left out stays as it is. */
export async function updateMember(db: Db, id: number, v: { name: string; surname: string; email: string; birthDate?: string | null }) {
  const changed = await db.update(members).set(v).where(eq(members.id, id)).returning({ id: members.id });
  return changed.length > 0;
}

/** The member's first current membership (oldest), for the wording of an invitation. */
export async function firstMembership(db: Db, memberId: number) {
  const [row] = await db
    .select({ club: clubs.name, squadRole: squadMembers.squadRole })
    .from(squadMembers)
    .innerJoin(clubs, eq(clubs.id, squadMembers.clubId))
    .where(and(eq(squadMembers.memberId, memberId), isNull(squadMembers.removedAt)))
    .orderBy(asc(squadMembers.createdAt), asc(squadMembers.id))
    .limit(1);
  return row;
}

export async function hasCurrentMembership(db: Db, memberId: number) {
  return (await firstMembership(db, memberId)) !== undefined;
}

/** A new role; the token version moves on, so the member signs in again and their client sees the new role. */
export async function setRole(db: Db, id: number, role: 'User' | 'AppAdmin') {
  await db
    .update(members)
    .set({ role, tokenVersion: sql`${members.tokenVersion} + 1` })
    .where(eq(members.id, id));
}
