import type { AdminStudyGroupsQuery } from '@club-pulse/contracts/admin-study-groups';
import type { StudyGroupState } from '@club-pulse/contracts/enums';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { studyGroups } from './tables.ts';
import { currentNames } from '../audit/index.ts';
import { memberPersonAs } from '../auth/index.ts';
import { clubPlace, clubStanding } from '../clubs/index.ts';
import { activeCoachOfClub } from '../policies/index.ts';
import { quizCategoryName } from '../quizzes/index.ts';
import {
  type Paging,
  ordered,
  pageIds,
  pageValues,
  param,
  searchPattern,
  shapedStatements,
  sortedSearchShape,
  startsWithPattern,
} from '../../db/list-statements.ts';
import { anyRows, countRows, fullName, qualified } from '../../db/sql.ts';

/** Every query of study groups. */

/**
 * A study group's counts of studies and of current members, as sub-selects of their owners (the studies and members
 * modules, both above this one: app.ts hands them over, `studyGroupsModule({ … })`).
 */
export interface GroupCounts {
  studies: (studyGroupId: AnyPgColumn) => SQL<number>;
  members: (studyGroupId: AnyPgColumn) => SQL<number>;
}

const coach = memberPersonAs('coach');

const groupFields = (counts: GroupCounts) => ({
  id: studyGroups.id,
  clubId: studyGroups.clubId,
  club: clubPlace.name,
  name: studyGroups.name,
  code: studyGroups.code,
  categoryId: studyGroups.categoryId,
  category: quizCategoryName.name,
  coachMemberId: studyGroups.coachMemberId,
  coach: sql<string | null>`case when ${coach.id} is null then null else ${fullName(coach)} end`,
  state: studyGroups.state,
  studies: counts.studies(studyGroups.id),
  members: counts.members(studyGroups.id),
});

const groupsQuery = (db: Db, counts: GroupCounts) =>
  db
    .select(groupFields(counts))
    .from(studyGroups)
    .innerJoin(clubPlace, eq(clubPlace.id, studyGroups.clubId))
    .innerJoin(quizCategoryName, eq(quizCategoryName.id, studyGroups.categoryId))
    .leftJoin(coach, eq(coach.id, studyGroups.coachMemberId))
    .orderBy(sql`lower(${studyGroups.name})`, asc(studyGroups.id))
    .$dynamic();

export const listGroupsOfClub = (db: Db, counts: GroupCounts, clubId: number) => groupsQuery(db, counts).where(eq(studyGroups.clubId, clubId));

/** The study groups list's shape (db/list-statements.ts): what decides its SQL text. */
const groupShape = (query: AdminStudyGroupsQuery) => ({
  ...sortedSearchShape(query),
  clubId: query.clubId !== undefined,
  categoryId: query.categoryId !== undefined,
  state: query.state ?? null,
});
type GroupShape = ReturnType<typeof groupShape>;

/** The study groups list's order: the sort key (folded, as stored and indexed), then the id. */
function groupKeys(shape: GroupShape): AnyPgColumn[] {
  const keys: AnyPgColumn[] = {
    name: [studyGroups.foldedName],
    code: [studyGroups.foldedCode],
    club: [clubPlace.foldedName, studyGroups.foldedName],
  }[shape.sort];
  return [...keys, studyGroups.id];
}

/** The study groups list's search (beginning of the name or the code) and filters (club, category, state). */
const groupPageWhere = (shape: GroupShape) =>
  and(
    startsWithPattern(shape.search, [studyGroups.foldedName, studyGroups.foldedCode]),
    shape.clubId ? eq(studyGroups.clubId, param('clubId')) : undefined,
    shape.categoryId ? eq(studyGroups.categoryId, param('categoryId')) : undefined,
    shape.state ? eq(studyGroups.state, shape.state) : undefined,
  );

/** The page's statement and the count's, for one shape. */
function groupPageStatements(db: Db, counts: GroupCounts, shape: GroupShape, paging: Paging) {
  const where = groupPageWhere(shape);
  const keys = groupKeys(shape);
  const ids = pageIds(
    (fields, condition) =>
      db.select(fields).from(studyGroups).innerJoin(clubPlace, eq(clubPlace.id, studyGroups.clubId)).where(and(where, condition)).$dynamic(),
    studyGroups.id,
    keys,
    shape.dir,
    paging,
  );
  return {
    page: db
      .select(groupFields(counts))
      .from(ids)
      .innerJoin(studyGroups, eq(studyGroups.id, ids.id))
      .innerJoin(clubPlace, eq(clubPlace.id, studyGroups.clubId))
      .innerJoin(quizCategoryName, eq(quizCategoryName.id, studyGroups.categoryId))
      .leftJoin(coach, eq(coach.id, studyGroups.coachMemberId))
      .orderBy(...ordered(keys, shape.dir))
      .prepare(''),
    count: db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(studyGroups)
      .where(where)
      .prepare(''),
  };
}

/** One page of study groups and the list's total: the page's ids first (by keyset, `pageIds`), then only their coach and counts. */
export async function listGroupsPage(db: Db, counts: GroupCounts, query: AdminStudyGroupsQuery, paging: Paging = 'keyset') {
  const statements = shapedStatements(db, `study groups ${paging}`, groupShape(query), (shape) => groupPageStatements(db, counts, shape, paging));
  const values = { clubId: query.clubId, categoryId: query.categoryId, pattern: searchPattern(query.q), ...pageValues(query.page, query.pageSize) };
  const [items, [counted]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  return { items, total: counted?.total ?? 0 };
}

export async function findGroup(db: Db, counts: GroupCounts, id: number) {
  const [row] = await groupsQuery(db, counts).where(eq(studyGroups.id, id));
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

/** Every study group's name as it is now: the audit trail names its rows that stored no name by it (audit/subject-names.ts). */
export const studyGroupNamesNow = currentNames(studyGroups.id, studyGroups.name);

/** The study group with its club and the club's name (the clubs module's `clubPlace`), or undefined: the team's trends, a new member's place. */
export async function findStudyGroupWithClub(db: Db, studyGroupId: number) {
  const [group] = await db
    .select({ id: studyGroups.id, name: studyGroups.name, clubId: studyGroups.clubId, club: clubPlace.name })
    .from(studyGroups)
    .innerJoin(clubPlace, eq(clubPlace.id, studyGroups.clubId))
    .where(eq(studyGroups.id, studyGroupId));
  return group;
}

/**
 * The study group, its club, whether it is active, and whether the club may get new members on `on` (the clubs
 * module's `clubStanding`), or undefined: a roster import adds players to it.
 */
export async function findStudyGroupForNewMembers(db: Db, studyGroupId: number, on: string) {
  const club = clubStanding(on);
  const [group] = await db
    .select({ id: studyGroups.id, clubId: studyGroups.clubId, club: club.name, state: studyGroups.state, acceptsNewWork: club.acceptsNewWork })
    .from(studyGroups)
    .innerJoin(club, eq(club.id, studyGroups.clubId))
    .where(eq(studyGroups.id, studyGroupId));
  return group;
}

/**
 * Whether the study group `studyGroupId` belongs to the club `clubId` (a column or value of the caller's statement),
 * as a condition: a coach added to a club's group.
 */
export const studyGroupInClub = (studyGroupId: number, clubId: AnyPgColumn | SQL | number) =>
  qualified(sql<boolean>`exists (select 1 from ${studyGroups} where ${studyGroups.id} = ${studyGroupId} and ${studyGroups.clubId} = ${clubId})`);

/** A coach of the club becomes the group's coach when it has none. Not audited: the caller does. */
export async function fillGroupCoach(db: Db, studyGroupId: number, memberId: number) {
  await db
    .update(studyGroups)
    .set({ coachMemberId: memberId })
    .where(and(eq(studyGroups.id, studyGroupId), isNull(studyGroups.coachMemberId)));
}

/** A member who no longer coaches the club stops being the coach of its groups. Not audited: the caller does. */
export async function dropGroupCoaches(db: Db, clubId: number, memberId: number) {
  await db
    .update(studyGroups)
    .set({ coachMemberId: null })
    .where(and(eq(studyGroups.clubId, clubId), eq(studyGroups.coachMemberId, memberId)));
}

/**
 * The category of the study group `studyGroupId`, as a sub-select (null for no such group): the quizzes a new study
 * of it may use. The quizzes module is below this one (it asks `categoryExists`), so app.ts hands it over.
 */
export const categoryOfStudyGroup = (studyGroupId: number) =>
  qualified(sql<number>`(select ${studyGroups.categoryId} from ${studyGroups} where ${studyGroups.id} = ${studyGroupId})`);

/**
 * How many study groups the club `clubId` (a column of the caller's statement) has, as a correlated sub-select: the
 * admin's clubs list. The clubs module is below this one, so app.ts hands it over (`clubsModule({ counts })`).
 */
export const studyGroupCountOfClub = (clubId: AnyPgColumn): SQL<number> =>
  qualified(sql<number>`(select count(*) from ${studyGroups} where ${studyGroups.clubId} = ${clubId})`).mapWith(Number);

/**
 * The study groups of every club the member `coachId` coaches, with their quiz category's name, by name: the coach's
 * clubs (`/api/manager/club/myClubs`). The clubs module is below this one, so app.ts hands it over.
 */
export const studyGroupsOfCoach = (db: Db, coachId: number) =>
  db
    .select({
      id: studyGroups.id,
      clubId: studyGroups.clubId,
      name: studyGroups.name,
      code: studyGroups.code,
      categoryId: studyGroups.categoryId,
      category: quizCategoryName.name,
      state: studyGroups.state,
    })
    .from(studyGroups)
    .innerJoin(quizCategoryName, eq(quizCategoryName.id, studyGroups.categoryId))
    .where(activeCoachOfClub({ member: coachId, club: studyGroups.clubId }))
    .orderBy(asc(studyGroups.name));

/** How many study groups there are, as a sub-select for another module's query (the admin home). */
export const studyGroupCount = countRows(studyGroups);

/** "A study group exists", as SQL for another module's query (the setup's checklist). */
export const aStudyGroupExists = anyRows(studyGroups);
