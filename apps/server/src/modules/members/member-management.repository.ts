import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { squadMembers } from './tables.ts';
import { clubPlace } from '../clubs/index.ts';

/**
 * Queries of the admin's user management (create, edit, invite, roles, erasure); the list lives in members.repository.
 * The member's own row is the auth module's (its `managed-members` writes), the group and the club their modules'.
 */

/** The member's first current membership (oldest), for the wording of an invitation. */
export async function firstMembership(db: Db, memberId: number) {
  const [row] = await db
    .select({ club: clubPlace.name, squadRole: squadMembers.squadRole })
    .from(squadMembers)
    .innerJoin(clubPlace, eq(clubPlace.id, squadMembers.clubId))
    .where(and(eq(squadMembers.memberId, memberId), isNull(squadMembers.removedAt)))
    .orderBy(asc(squadMembers.createdAt), asc(squadMembers.id))
    .limit(1);
  return row;
}

export async function hasCurrentMembership(db: Db, memberId: number) {
  return (await firstMembership(db, memberId)) !== undefined;
}
