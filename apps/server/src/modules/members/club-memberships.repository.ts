import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { clubPlace } from '../clubs/index.ts';
import { studyGroupPlace } from '../study-groups/index.ts';
import { anyRows, qualified } from '../../db/sql.ts';
import { squadMembers } from './tables.ts';

/**
 * A member's club memberships as a whole, for the erasure and the download of their own data (modules/privacy, below
 * this module: app.ts hands these over, docs/decisions/0009).
 */

/** Every club membership of the member, removed ones too, oldest first, with its club's and team's names. */
export function clubMembershipsOf(db: Db, memberId: number) {
  return db
    .select({
      club: clubPlace.name,
      team: studyGroupPlace.name,
      squadRole: squadMembers.squadRole,
      since: squadMembers.createdAt,
      removedAt: squadMembers.removedAt,
    })
    .from(squadMembers)
    .innerJoin(clubPlace, eq(clubPlace.id, squadMembers.clubId))
    .leftJoin(studyGroupPlace, eq(studyGroupPlace.id, squadMembers.studyGroupId))
    .where(eq(squadMembers.memberId, memberId))
    .orderBy(asc(squadMembers.createdAt), asc(squadMembers.id));
}

/** Deletes every club membership of the member, removed ones too (their erasure). Not audited: the caller does. */
export async function removeClubMemberships(db: Db, memberId: number) {
  await db.delete(squadMembers).where(eq(squadMembers.memberId, memberId));
}

/**
 * The study group's current squad (memberships not removed), one row a member with the squad role they answer a new
 * study as (Coach when they are both), as a sub-select: who a new study of the group invites. The studies module is
 * below this one, so app.ts hands it over (`studiesModule({ squadOfGroup })`).
 */
export const currentSquadOfGroup = (studyGroupId: number) =>
  new QueryBuilder()
    .selectDistinctOn([squadMembers.memberId], { memberId: squadMembers.memberId, squadRole: squadMembers.squadRole })
    .from(squadMembers)
    .where(and(eq(squadMembers.studyGroupId, studyGroupId), isNull(squadMembers.removedAt)))
    .orderBy(asc(squadMembers.memberId), asc(squadMembers.squadRole))
    .as('invited');

/**
 * How many members belong to the study group `studyGroupId` now (a column of the caller's statement; removed
 * memberships do not count, a member with two squad roles counts once), as a sub-select: the admin's study group
 * lists. The study groups module is below this one, so app.ts hands it over.
 */
export const memberCountOfGroup = (studyGroupId: AnyPgColumn): SQL<number> =>
  qualified(sql<number>`(select count(distinct ${squadMembers.memberId}) from ${squadMembers}
    where ${squadMembers.studyGroupId} = ${studyGroupId} and ${squadMembers.removedAt} is null)`).mapWith(Number);

/**
 * How many members belong to the club `clubId` now (a column of the caller's statement; removed memberships do not
 * count, a member of several groups or with two squad roles counts once), as a sub-select: the admin's clubs list.
 * The clubs module is below this one, so app.ts hands it over (`clubsModule({ counts })`).
 */
export const memberCountOfClub = (clubId: AnyPgColumn): SQL<number> =>
  qualified(sql<number>`(select count(distinct ${squadMembers.memberId}) from ${squadMembers}
    where ${squadMembers.clubId} = ${clubId} and ${squadMembers.removedAt} is null)`).mapWith(Number);

/** "A club has a coach" (a coach membership not removed), as SQL for another module's query (the setup's checklist). */
export const aCoachExists = anyRows(squadMembers, and(eq(squadMembers.squadRole, 'Coach'), isNull(squadMembers.removedAt)));
