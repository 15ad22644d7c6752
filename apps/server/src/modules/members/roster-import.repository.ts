import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { squadMembers } from './tables.ts';
import { qualified, tableAs } from '../../db/sql.ts';
import { memberPerson } from '../auth/index.ts';
import { activeCoachOfClub } from '../policies/index.ts';

/**
 * Queries of the roster import: the file's known members, the new memberships. The group with its club is the
 * study-groups module's (`findStudyGroupForNewMembers`), the new members' rows the auth module's.
 */

const playing = tableAs(squadMembers, 'playing');

/**
 * The members with one of these emails (compared in lower case, as the unique index does), with what decides
 * their line: platform admin, coach of the club, already a player of the group.
 */
export async function knownMembers(db: Db, lowerEmails: string[], group: { id: number; clubId: number }) {
  if (lowerEmails.length === 0) return [];
  return db
    .select({
      id: memberPerson.id,
      lowerEmail: sql<string>`lower(${memberPerson.email})`,
      role: memberPerson.role,
      coachOfClub: activeCoachOfClub({ member: memberPerson.id, club: group.clubId }).mapWith(Boolean),
      playerOfGroup: qualified(
        sql`exists (select 1 from ${playing.from} where ${playing.t.memberId} = ${memberPerson.id} and ${playing.t.studyGroupId} = ${group.id}
          and ${playing.t.squadRole} = 'Player' and ${playing.t.removedAt} is null)`,
      ).mapWith(Boolean),
    })
    .from(memberPerson)
    .where(inArray(sql`lower(${memberPerson.email})`, lowerEmails));
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
