import type { AdminSquadMember } from '@club-pulse/contracts/admin-squad-members';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs, members, squadMembers, studyGroups } from '../../db/schema/index.ts';
import { firstRow, rows } from './sql.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const squadQuery = (where: ReturnType<typeof sql>) => sql`
  select sm.id as "squadMemberId", m.id as "memberId", sm.club_id as "clubId", trim(m.name || ' ' || m.surname) as "fullName",
    m.email, sm.squad_role as role, qc.name as category, g.id as "studyGroupId", g.name as "studyGroup", m.enabled
  from squad_members sm
  join members m on m.id = sm.member_id
  left join study_groups g on g.id = sm.study_group_id
  left join quiz_categories qc on qc.id = g.category_id
  where sm.removed_at is null and ${where}
  order by sm.squad_role, lower(m.name), lower(m.surname), sm.id`;

export const listOfClub = (db: Db, clubId: number) => rows<AdminSquadMember>(db, squadQuery(sql`sm.club_id = ${clubId}`));
export const listOfGroup = (db: Db, groupId: number) => rows<AdminSquadMember>(db, squadQuery(sql`sm.study_group_id = ${groupId}`));

/** The current (not removed) squad membership `id` of club `clubId`, locked for the removal. */
export const findActiveInClub = (tx: Tx, id: number, clubId: number) =>
  firstRow<{ id: number; memberId: number }>(
    tx as unknown as Db,
    sql`select id, member_id as "memberId" from squad_members where id = ${id} and club_id = ${clubId} and removed_at is null for update`,
  );

export async function markRemoved(tx: Tx, id: number): Promise<void> {
  await tx.update(squadMembers).set({ removedAt: new Date() }).where(eq(squadMembers.id, id));
}

/**
 * Cancels the member's unfinished evaluations in the club's studies that no remaining membership covers
 * (a membership without a group covers the whole club). Returns how many were cancelled.
 */
export async function cancelUncoveredEvaluations(tx: Tx, memberId: number, clubId: number): Promise<number> {
  const cancelled = await rows<{ id: number }>(
    tx as unknown as Db,
    sql`update evaluations e set state = 'cancelled'
        from studies s join study_groups g on g.id = s.study_group_id
        where e.study_id = s.id and g.club_id = ${clubId} and e.member_id = ${memberId} and e.state in ('open', 'inprogress')
          and not exists (
            select 1 from squad_members o
            where o.member_id = ${memberId} and o.club_id = ${clubId} and o.removed_at is null
              and (o.study_group_id is null or o.study_group_id = s.study_group_id))
        returning e.id`,
  );
  return cancelled.length;
}

/** A member who is no longer Coach in the club stops being its manager and its groups' coach. */
export async function dropCoachDuties(tx: Tx, memberId: number, clubId: number): Promise<void> {
  const stillCoach = await firstRow(
    tx as unknown as Db,
    sql`select 1 as one from squad_members where member_id = ${memberId} and club_id = ${clubId} and squad_role = 'Coach' and removed_at is null`,
  );
  if (stillCoach) return;
  await tx.update(clubs).set({ managerMemberId: null }).where(and(eq(clubs.id, clubId), eq(clubs.managerMemberId, memberId)));
  await tx.update(studyGroups).set({ coachMemberId: null }).where(and(eq(studyGroups.clubId, clubId), eq(studyGroups.coachMemberId, memberId)));
}

export async function findMemberByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: members.id, role: members.role, name: members.name, email: members.email, language: members.language, hasPassword: sql<boolean>`${members.passwordHash} is not null` })
    .from(members)
    .where(sql`lower(${members.email}) = lower(${email})`);
  return row;
}

export async function insertInvitedMember(tx: Tx, v: { email: string; name: string; surname: string; language: string }): Promise<number> {
  const [row] = await tx
    .insert(members)
    .values({ email: v.email, name: v.name, surname: v.surname, language: v.language, role: 'User', passwordHash: null })
    .returning({ id: members.id });
  return row.id;
}

export async function findCoachMembership(tx: Tx, memberId: number, clubId: number, studyGroupId: number | null) {
  const [row] = await tx
    .select({ id: squadMembers.id })
    .from(squadMembers)
    .where(
      and(
        eq(squadMembers.memberId, memberId),
        eq(squadMembers.clubId, clubId),
        eq(squadMembers.squadRole, 'Coach'),
        isNull(squadMembers.removedAt),
        studyGroupId === null ? isNull(squadMembers.studyGroupId) : eq(squadMembers.studyGroupId, studyGroupId),
      ),
    );
  return row;
}

export async function insertCoachMembership(tx: Tx, memberId: number, clubId: number, studyGroupId: number | null): Promise<number> {
  const [row] = await tx.insert(squadMembers).values({ memberId, clubId, studyGroupId, squadRole: 'Coach' }).returning({ id: squadMembers.id });
  return row.id;
}

/** The first coach of a club becomes its manager, and of a group its coach, when they have none. */
export async function fillCoachDuties(tx: Tx, memberId: number, clubId: number, studyGroupId: number | null): Promise<void> {
  await tx.update(clubs).set({ managerMemberId: memberId }).where(and(eq(clubs.id, clubId), isNull(clubs.managerMemberId)));
  if (studyGroupId !== null) {
    await tx.update(studyGroups).set({ coachMemberId: memberId }).where(and(eq(studyGroups.id, studyGroupId), isNull(studyGroups.coachMemberId)));
  }
}

/** The club, whether it may get new members (DESIGN §3), and whether the group (if any) belongs to it. */
export const clubForNewMember = (db: Db | Tx, clubId: number, on: string, studyGroupId: number | null) =>
  firstRow<{ acceptsNewWork: boolean; groupInClub: boolean; name: string }>(
    db as Db,
    sql`select c.name, (c.active and a.active and a.renewal_date >= ${on}::date) as "acceptsNewWork",
          (${studyGroupId}::int is null or exists (select 1 from study_groups g where g.id = ${studyGroupId}::int and g.club_id = c.id)) as "groupInClub"
        from clubs c join accounts a on a.id = c.account_id where c.id = ${clubId}`,
  );
