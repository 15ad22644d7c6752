import type { AdminClub, ClubCoach, SaveClubRequest } from '@club-pulse/contracts/admin-clubs';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs } from '../../db/schema/index.ts';
import { firstRow, rows } from './sql.ts';

/** Every query of the admin's clubs. Counts are read as int so that both drivers answer numbers. */

const clubsQuery = (on: string, where = sql`true`) => sql`
  select c.id, c.name, c.code, c.account_id as "accountId", a.name as account,
    c.manager_member_id as "managerMemberId",
    case when m.id is null then null else trim(m.name || ' ' || m.surname) end as manager,
    c.active, (c.active and a.active and a.renewal_date >= ${on}::date) as "acceptsNewWork",
    (select count(*)::int from study_groups g where g.club_id = c.id) as "studyGroups",
    (select count(distinct sm.member_id)::int from squad_members sm where sm.club_id = c.id and sm.removed_at is null) as members
  from clubs c
  join accounts a on a.id = c.account_id
  left join members m on m.id = c.manager_member_id
  where ${where}
  order by lower(c.name), c.id`;

export const listClubs = (db: Db, on: string) => rows<AdminClub>(db, clubsQuery(on));

export const findClub = (db: Db, id: number, on: string) => firstRow<AdminClub>(db, clubsQuery(on, sql`c.id = ${id}`));

export async function clubExists(db: Db, id: number): Promise<boolean> {
  return !!(await firstRow(db, sql`select 1 as one from clubs where id = ${id}`));
}

export async function accountExists(db: Db, id: number): Promise<boolean> {
  return !!(await firstRow(db, sql`select 1 as one from accounts where id = ${id}`));
}

/** Another club (not `exceptId`) already uses this name or code, compared without case. */
export async function clashes(db: Db, input: { name: string; code: string }, exceptId: number | null) {
  const row = await firstRow<{ name: boolean; code: boolean }>(
    db,
    sql`select bool_or(lower(name) = lower(${input.name})) as name, bool_or(lower(code) = lower(${input.code})) as code
        from clubs where id <> ${exceptId ?? 0}`,
  );
  return { name: !!row?.name, code: !!row?.code };
}

export async function isCoachOfClub(db: Db, memberId: number, clubId: number): Promise<boolean> {
  return !!(await firstRow(
    db,
    sql`select 1 as one from squad_members where member_id = ${memberId} and club_id = ${clubId} and squad_role = 'Coach' and removed_at is null`,
  ));
}

export async function insertClub(db: Db, input: SaveClubRequest): Promise<number> {
  const [row] = await db
    .insert(clubs)
    .values({ name: input.name, code: input.code, accountId: input.accountId, managerMemberId: input.managerMemberId ?? null, active: input.active })
    .returning({ id: clubs.id });
  return row.id;
}

export async function updateClub(db: Db, id: number, input: SaveClubRequest): Promise<void> {
  await db
    .update(clubs)
    .set({ name: input.name, code: input.code, accountId: input.accountId, managerMemberId: input.managerMemberId ?? null, active: input.active })
    .where(eq(clubs.id, id));
}

/** The members who are Coach in the club (once each, whatever the number of their groups). */
export const listClubCoaches = (db: Db, clubId: number) =>
  rows<ClubCoach>(
    db,
    sql`select m.id as "memberId", trim(m.name || ' ' || m.surname) as "fullName", m.email
        from members m
        where exists (select 1 from squad_members sm where sm.member_id = m.id and sm.club_id = ${clubId} and sm.squad_role = 'Coach' and sm.removed_at is null)
        order by lower(m.name), lower(m.surname), m.id`,
  );
