import type { AdminStudyGroup } from '@club-pulse/contracts/admin-study-groups';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studyGroups } from '../../db/schema/index.ts';
import { firstRow, rows } from './sql.ts';

const groupsQuery = (where: ReturnType<typeof sql>) => sql`
  select g.id, g.club_id as "clubId", c.name as club, g.name, g.code, g.category_id as "categoryId", qc.name as category,
    g.coach_member_id as "coachMemberId",
    case when m.id is null then null else trim(m.name || ' ' || m.surname) end as coach, g.state,
    (select count(*)::int from studies s where s.study_group_id = g.id) as studies,
    (select count(distinct sm.member_id)::int from squad_members sm where sm.study_group_id = g.id and sm.removed_at is null) as members
  from study_groups g
  join clubs c on c.id = g.club_id
  join quiz_categories qc on qc.id = g.category_id
  left join members m on m.id = g.coach_member_id
  where ${where}
  order by lower(g.name), g.id`;

export const listGroupsOfClub = (db: Db, clubId: number) => rows<AdminStudyGroup>(db, groupsQuery(sql`g.club_id = ${clubId}`));
export const findGroup = (db: Db, id: number) => firstRow<AdminStudyGroup>(db, groupsQuery(sql`g.id = ${id}`));

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return !!(await firstRow(db, sql`select 1 as one from quiz_categories where id = ${id}`));
}

export const listCategories = (db: Db) => rows<{ id: number; name: string }>(db, sql`select id, name from quiz_categories order by id`);

type GroupValues = { name: string; code: string; categoryId: number; coachMemberId: number | null };

export async function insertGroup(db: Db, clubId: number, v: GroupValues): Promise<number> {
  const [row] = await db.insert(studyGroups).values({ clubId, ...v }).returning({ id: studyGroups.id });
  return row.id;
}

export async function updateGroup(db: Db, id: number, v: GroupValues & { state: 'active' | 'deactivated' }): Promise<void> {
  await db.update(studyGroups).set(v).where(eq(studyGroups.id, id));
}
