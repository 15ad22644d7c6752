import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { squadMembers } from './tables.ts';
import { accounts, clubs, members, studyGroups } from '../../db/schema/index.ts';
import { qualified, tableAs } from '../../db/sql.ts';
import { clubAcceptsNewWork } from '../clubs/index.ts';
import { activeCoachOfClub } from '../policies/index.ts';

/** Queries of the roster import: the group with its club, the file's known members, the new rows. */

/** The study group, its club, whether it is active and whether the club may get new members on `on`. */
export async function groupForImport(db: Db, groupId: number, on: string) {
  const [row] = await db
    .select({
      id: studyGroups.id,
      clubId: studyGroups.clubId,
      club: clubs.name,
      state: studyGroups.state,
      acceptsNewWork: clubAcceptsNewWork(on),
    })
    .from(studyGroups)
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
    .innerJoin(accounts, eq(accounts.id, clubs.accountId))
    .where(eq(studyGroups.id, groupId));
  return row;
}

const playing = tableAs(squadMembers, 'playing');

/**
 * The members with one of these emails (compared in lower case, as the unique index does), with what decides
 * their line: platform admin, coach of the club, already a player of the group.
 */
export async function knownMembers(db: Db, lowerEmails: string[], group: { id: number; clubId: number }) {
  if (lowerEmails.length === 0) return [];
  return db
    .select({
      id: members.id,
      lowerEmail: sql<string>`lower(${members.email})`,
      role: members.role,
      coachOfClub: activeCoachOfClub({ member: members.id, club: group.clubId }).mapWith(Boolean),
      playerOfGroup: qualified(
        sql`exists (select 1 from ${playing.from} where ${playing.t.memberId} = ${members.id} and ${playing.t.studyGroupId} = ${group.id}
          and ${playing.t.squadRole} = 'Player' and ${playing.t.removedAt} is null)`,
      ).mapWith(Boolean),
    })
    .from(members)
    .where(inArray(sql`lower(${members.email})`, lowerEmails));
}

/** New members without a password (invited), in one statement; a row whose email was taken meanwhile is left out. */
export async function insertInvitedMembers(
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

/**
 * Player memberships of the group, in one statement. A membership another import (or an admin) stored meanwhile
 * is left as it is: the unique index of migration 0019 keeps one current membership per player and group.
 */
export async function insertPlayerMemberships(db: Db, memberIds: number[], group: { id: number; clubId: number }) {
  if (memberIds.length === 0) return;
  await db
    .insert(squadMembers)
    .values(memberIds.map((memberId) => ({ memberId, clubId: group.clubId, studyGroupId: group.id, squadRole: 'Player' as const })))
    .onConflictDoNothing();
}

/** Records a guardian's consent the file holds for members who exist already (never withdraws one). */
export async function confirmGuardianConsent(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return;
  await db
    .update(members)
    .set({ guardianConfirmed: true })
    .where(and(inArray(members.id, memberIds), eq(members.guardianConfirmed, false)));
}
