import type { SquadRole } from '@club-pulse/contracts/enums';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { squadMembers } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import type { AuthMember } from '../plugins/auth.ts';

/**
 * Declarative checks that later modules use. A member's squad roles are per club: Coach in one club and
 * Player in another is possible. Removed squad memberships (removed_at set) grant nothing.
 */
export async function squadRolesOf(db: Db, memberId: number): Promise<SquadRole[]> {
  const rows = await db
    .selectDistinct({ role: squadMembers.squadRole })
    .from(squadMembers)
    .where(and(eq(squadMembers.memberId, memberId), isNull(squadMembers.removedAt)));
  const roles = rows.map((r) => r.role);
  return (['Coach', 'Player'] as const).filter((r) => roles.includes(r));
}

export async function hasSquadRoleInClub(db: Db, memberId: number, clubId: number, role: SquadRole): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(squadMembers)
    .where(
      and(
        eq(squadMembers.memberId, memberId),
        eq(squadMembers.clubId, clubId),
        eq(squadMembers.squadRole, role),
        isNull(squadMembers.removedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Ids of the clubs where the member is Coach. */
export async function coachClubIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ clubId: squadMembers.clubId })
    .from(squadMembers)
    .where(and(eq(squadMembers.memberId, memberId), eq(squadMembers.squadRole, 'Coach'), isNull(squadMembers.removedAt)));
  return rows.map((r) => r.clubId);
}

export async function requireCoachOfClub(db: Db, member: AuthMember, clubId: number): Promise<void> {
  if (member.role === 'AppAdmin') return;
  if (!(await hasSquadRoleInClub(db, member.id, clubId, 'Coach'))) throw new AppError('Forbidden');
}
