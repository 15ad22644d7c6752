import type { AdminStudyGroupsQuery } from '@club-pulse/contracts/admin-study-groups';
import type { StudyGroupState } from '@club-pulse/contracts/enums';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { clubs, members, quizCategories, squadMembers, studies, studyGroups } from '../../db/schema/index.ts';
import { pageWindow, startsWith } from '../../db/search.ts';
import { fullName, qualified } from '../../db/sql.ts';

/** Every query of study groups. */

const coach = alias(members, 'coach');

const groupFields = {
  id: studyGroups.id,
  clubId: studyGroups.clubId,
  club: clubs.name,
  name: studyGroups.name,
  code: studyGroups.code,
  categoryId: studyGroups.categoryId,
  category: quizCategories.name,
  coachMemberId: studyGroups.coachMemberId,
  coach: sql<string | null>`case when ${coach.id} is null then null else ${fullName(coach)} end`,
  state: studyGroups.state,
  studies: qualified(sql<number>`(select count(*) from ${studies} where ${studies.studyGroupId} = ${studyGroups.id})`).mapWith(Number),
  members: qualified(sql<number>`(select count(distinct ${squadMembers.memberId}) from ${squadMembers}
    where ${squadMembers.studyGroupId} = ${studyGroups.id} and ${squadMembers.removedAt} is null)`).mapWith(Number),
};

const groupsQuery = (db: Db) =>
  db
    .select(groupFields)
    .from(studyGroups)
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
    .innerJoin(quizCategories, eq(quizCategories.id, studyGroups.categoryId))
    .leftJoin(coach, eq(coach.id, studyGroups.coachMemberId))
    .orderBy(sql`lower(${studyGroups.name})`, asc(studyGroups.id))
    .$dynamic();

export const listGroupsOfClub = (db: Db, clubId: number) => groupsQuery(db).where(eq(studyGroups.clubId, clubId));

/** The study groups list's order: the sort key (folded, as stored and indexed), then the id. */
function groupOrder(query: AdminStudyGroupsQuery): SQL[] {
  const direction = query.dir === 'desc' ? desc : asc;
  const keys: AnyPgColumn[] = {
    name: [studyGroups.foldedName],
    code: [studyGroups.foldedCode],
    club: [clubs.foldedName, studyGroups.foldedName],
  }[query.sort];
  return [...keys, studyGroups.id].map((e) => direction(e));
}

/** The study groups list's search (beginning of the name or the code) and filters (club, category, state). */
const groupPageWhere = (query: AdminStudyGroupsQuery) =>
  and(
    startsWith(query.q, [studyGroups.foldedName, studyGroups.foldedCode]),
    query.clubId ? eq(studyGroups.clubId, query.clubId) : undefined,
    query.categoryId ? eq(studyGroups.categoryId, query.categoryId) : undefined,
    query.state ? eq(studyGroups.state, query.state) : undefined,
  );

/** One page of study groups and the list's total: the page's ids first, then only their coach and counts. */
export async function listGroupsPage(db: Db, query: AdminStudyGroupsQuery) {
  const where = groupPageWhere(query);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const ids = db
    .select({ id: studyGroups.id })
    .from(studyGroups)
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
    .where(where)
    .orderBy(...groupOrder(query))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [items, [counted]] = await Promise.all([
    db
      .select(groupFields)
      .from(ids)
      .innerJoin(studyGroups, eq(studyGroups.id, ids.id))
      .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
      .innerJoin(quizCategories, eq(quizCategories.id, studyGroups.categoryId))
      .leftJoin(coach, eq(coach.id, studyGroups.coachMemberId))
      .orderBy(...groupOrder(query)),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(studyGroups)
      .where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export async function findGroup(db: Db, id: number) {
  const [row] = await groupsQuery(db).where(eq(studyGroups.id, id));
  return row;
}

export async function groupExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: studyGroups.id }).from(studyGroups).where(eq(studyGroups.id, id));
  return row !== undefined;
}

type GroupValues = { name: string; code: string; categoryId: number; coachMemberId: number | null };

export async function insertGroup(db: Db, clubId: number, v: GroupValues): Promise<number | undefined> {
  const [row] = await db
    .insert(studyGroups)
    .values({ clubId, ...v })
    .returning({ id: studyGroups.id });
  return row?.id;
}

export async function updateGroup(db: Db, id: number, v: GroupValues & { state: StudyGroupState }): Promise<void> {
  await db.update(studyGroups).set(v).where(eq(studyGroups.id, id));
}
