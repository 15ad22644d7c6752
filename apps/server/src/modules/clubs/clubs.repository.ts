import type { AdminClubsQuery, ClubTimeZone, SaveClubRequest } from '@club-pulse/contracts/admin-clubs';
import type { Country } from '@club-pulse/contracts/support';
import { and, asc, eq, isNull, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { clubs } from './tables.ts';
import { currentNames } from '../audit/index.ts';
import { accounts, members, quizCategories, squadMembers, studyGroups, supportContacts } from '../../db/schema/index.ts';
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
import { accountInGoodStanding } from '../accounts/index.ts';
import { activeCoachOfClub } from '../policies/index.ts';

/** Every query of clubs. Counts are read as numbers on both drivers. */

/**
 * Whether the club may get new studies and new members on `on` (docs/design.md#states): the club is active
 * and its account in good standing. A condition on `clubs` joined with its `accounts` row.
 */
export const clubAcceptsNewWork = (on: string | Placeholder) => sql<boolean>`(${clubs.active} and ${accountInGoodStanding(on)})`;

/**
 * How many clubs the account `accountId` (a column of the caller's statement) has, as a correlated sub-select:
 * the accounts list's count. The accounts module is below this one, so app.ts hands it over.
 */
export const clubCountOfAccount = (accountId: AnyPgColumn): SQL<number> =>
  qualified(sql<number>`(select count(*) from ${clubs} where ${clubs.accountId} = ${accountId})`).mapWith(Number);

const manager = alias(members, 'manager');

const clubFields = (on: string | Placeholder) => ({
  id: clubs.id,
  name: clubs.name,
  code: clubs.code,
  accountId: clubs.accountId,
  account: accounts.name,
  managerMemberId: clubs.managerMemberId,
  manager: sql<string | null>`case when ${manager.id} is null then null else ${fullName(manager)} end`,
  active: clubs.active,
  country: clubs.country,
  timeZone: clubs.timeZone,
  supportContacts: qualified(sql<number>`(select count(*) from ${supportContacts} where ${supportContacts.clubId} = ${clubs.id})`).mapWith(Number),
  acceptsNewWork: clubAcceptsNewWork(on),
  studyGroups: qualified(sql<number>`(select count(*) from ${studyGroups} where ${studyGroups.clubId} = ${clubs.id})`).mapWith(Number),
  members: qualified(
    sql<number>`(select count(distinct ${squadMembers.memberId}) from ${squadMembers}
    where ${squadMembers.clubId} = ${clubs.id} and ${squadMembers.removedAt} is null)`,
  ).mapWith(Number),
});

const clubsQuery = (db: Db, on: string) =>
  db
    .select(clubFields(on))
    .from(clubs)
    .innerJoin(accounts, eq(accounts.id, clubs.accountId))
    .leftJoin(manager, eq(manager.id, clubs.managerMemberId))
    .orderBy(sql`lower(${clubs.name})`, asc(clubs.id))
    .$dynamic();

export const listClubs = (db: Db, on: string) => clubsQuery(db, on);

/** The clubs list's shape (db/list-statements.ts): what decides its SQL text. */
const clubShape = (query: AdminClubsQuery) => ({
  ...sortedSearchShape(query),
  active: query.active ?? null,
  accountId: query.accountId !== undefined,
});
type ClubShape = ReturnType<typeof clubShape>;

/** The clubs list's sort keys: the sort key (folded, as stored and indexed), then the id, so equal keys keep one order. */
function clubKeys(shape: ClubShape): AnyPgColumn[] {
  const keys: AnyPgColumn[] = { name: [clubs.foldedName], code: [clubs.foldedCode], account: [accounts.foldedName, clubs.foldedName] }[shape.sort];
  return [...keys, clubs.id];
}

/** The clubs list's search (beginning of the name or the code, accent- and case-blind) and filters. */
const clubPageWhere = (shape: ClubShape) =>
  and(
    startsWithPattern(shape.search, [clubs.foldedName, clubs.foldedCode]),
    shape.active ? eq(clubs.active, shape.active === 'true') : undefined,
    shape.accountId ? eq(clubs.accountId, param('accountId')) : undefined,
  );

/** The page's statement and the count's, for one shape. */
function clubPageStatements(db: Db, shape: ClubShape, paging: Paging) {
  const where = clubPageWhere(shape);
  const keys = clubKeys(shape);
  const ids = pageIds(
    // The account only when the list is sorted by it: every club has one (not null, a foreign key), so the join
    // filters nothing, and on a deep page it cost a join for each row before the page (clubs' page 200 took twice
    // its first page on PostgreSQL: docs/performance.md).
    (fields, condition) => {
      const from = db.select(fields).from(clubs).$dynamic();
      return (shape.sort === 'account' ? from.innerJoin(accounts, eq(accounts.id, clubs.accountId)) : from).where(and(where, condition));
    },
    clubs.id,
    keys,
    shape.dir,
    paging,
  );
  return {
    page: db
      .select(clubFields(param('on')))
      .from(ids)
      .innerJoin(clubs, eq(clubs.id, ids.id))
      .innerJoin(accounts, eq(accounts.id, clubs.accountId))
      .leftJoin(manager, eq(manager.id, clubs.managerMemberId))
      .orderBy(...ordered(keys, shape.dir))
      .prepare(''),
    count: db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(clubs)
      .where(where)
      .prepare(''),
  };
}

/**
 * One page of the clubs list and the list's total (docs/design.md#admin-lists). The page's ids are chosen first
 * (by keyset from the page's first row, `pageIds`), and only those rows get their manager and counts.
 */
export async function listClubsPage(db: Db, query: AdminClubsQuery, on: string, paging: Paging = 'keyset') {
  const statements = shapedStatements(db, `clubs ${paging}`, clubShape(query), (shape) => clubPageStatements(db, shape, paging));
  const values = { on, accountId: query.accountId, pattern: searchPattern(query.q), ...pageValues(query.page, query.pageSize) };
  const [items, [counted]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  return { items, total: counted?.total ?? 0 };
}

export async function findClub(db: Db, id: number, on: string) {
  const [row] = await clubsQuery(db, on).where(eq(clubs.id, id));
  return row;
}

export async function clubExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, id));
  return row !== undefined;
}

export async function accountExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
  return row !== undefined;
}

/** Another club (not `exceptId`) already uses this name or code, compared without case. */
export async function clashes(db: Db, input: { name: string; code: string }, exceptId: number | null) {
  const [row] = await db
    .select({
      name: sql<boolean | null>`bool_or(lower(${clubs.name}) = lower(${input.name}))`,
      code: sql<boolean | null>`bool_or(lower(${clubs.code}) = lower(${input.code}))`,
    })
    .from(clubs)
    .where(ne(clubs.id, exceptId ?? 0));
  return { name: !!row?.name, code: !!row?.code };
}

export async function isCoachOfClub(db: Db, memberId: number, clubId: number): Promise<boolean> {
  const [row] = await db
    .select({ coaches: activeCoachOfClub({ member: memberId, club: clubId }) })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row?.coaches === true;
}

const clubValues = (input: SaveClubRequest) => ({
  name: input.name,
  code: input.code,
  accountId: input.accountId,
  managerMemberId: input.managerMemberId ?? null,
  active: input.active,
  ...(input.country ? { country: input.country } : {}),
  ...(input.timeZone ? { timeZone: input.timeZone } : {}),
});

export async function insertClub(db: Db, input: SaveClubRequest & { country: Country; timeZone: ClubTimeZone }): Promise<number | undefined> {
  const [row] = await db
    .insert(clubs)
    .values({ ...clubValues(input), country: input.country, timeZone: input.timeZone })
    .returning({ id: clubs.id });
  return row?.id;
}

export async function updateClub(db: Db, id: number, input: SaveClubRequest): Promise<void> {
  await db.update(clubs).set(clubValues(input)).where(eq(clubs.id, id));
}

/** The members who coach the club (once each, whatever the number of their groups). */
export const listClubCoaches = (db: Db, clubId: number) =>
  db
    .select({ memberId: members.id, fullName: fullName(members), email: members.email })
    .from(members)
    .where(activeCoachOfClub({ member: members.id, club: clubId }))
    .orderBy(sql`lower(${members.name})`, sql`lower(${members.surname})`, asc(members.id));

/** The clubs `coachId` coaches, and their study groups (two queries), for the coach's screens. */
export async function listClubsOfCoach(db: Db, coachId: number, on: string) {
  const clubRows = await db
    .select({ id: clubs.id, name: clubs.name, code: clubs.code, active: clubs.active, acceptsNewStudies: clubAcceptsNewWork(on) })
    .from(clubs)
    .innerJoin(accounts, eq(accounts.id, clubs.accountId))
    .where(activeCoachOfClub({ member: coachId, club: clubs.id }))
    .orderBy(asc(clubs.name));
  const groups = await db
    .select({
      id: studyGroups.id,
      clubId: studyGroups.clubId,
      name: studyGroups.name,
      code: studyGroups.code,
      categoryId: studyGroups.categoryId,
      category: quizCategories.name,
      state: studyGroups.state,
    })
    .from(studyGroups)
    .innerJoin(quizCategories, eq(quizCategories.id, studyGroups.categoryId))
    .where(activeCoachOfClub({ member: coachId, club: studyGroups.clubId }))
    .orderBy(asc(studyGroups.name));
  return { clubs: clubRows, groups };
}

/** Every club's name as it is now: the audit trail names its rows that stored no name by it (audit/subject-names.ts). */
export const clubNamesNow = currentNames(clubs.id, clubs.name);

/**
 * Each club's name (and its folded form, which lists sort by), country (whose helplines its players see) and whether it
 * is active, as a
 * sub-select for another module's query: join it on `clubPlace.id`. PostgreSQL flattens it into the query around it, so
 * it costs what a join of the table costs.
 */
export const clubPlace = new QueryBuilder()
  .select({ id: clubs.id, name: clubs.name, foldedName: clubs.foldedName, country: clubs.country, active: clubs.active })
  .from(clubs)
  .as('club_place');

/**
 * Each club's name and whether it may get new studies and new members on `on` (`clubAcceptsNewWork`: active, its
 * account in good standing), as a sub-select for another module's query: join it on `.id`. PostgreSQL flattens it
 * into the query around it, so it costs what a join of the two tables costs.
 */
export const clubStanding = (on: string | Placeholder) =>
  new QueryBuilder()
    .select({ id: clubs.id, name: clubs.name, acceptsNewWork: clubAcceptsNewWork(on).as('accepts_new_work') })
    .from(clubs)
    .innerJoin(accounts, eq(accounts.id, clubs.accountId))
    .as('club_standing');

/** A coach of the club becomes its manager when it has none. Not audited: the caller does. */
export async function fillClubManager(db: Db, clubId: number, memberId: number) {
  await db
    .update(clubs)
    .set({ managerMemberId: memberId })
    .where(and(eq(clubs.id, clubId), isNull(clubs.managerMemberId)));
}

/** A member who no longer coaches the club stops being its manager. Not audited: the caller does. */
export async function dropClubManager(db: Db, clubId: number, memberId: number) {
  await db
    .update(clubs)
    .set({ managerMemberId: null })
    .where(and(eq(clubs.id, clubId), eq(clubs.managerMemberId, memberId)));
}

/** Sets the club's country (which helplines its players see). Not audited: the caller does. */
export async function setClubCountry(db: Db, clubId: number, country: Country) {
  await db.update(clubs).set({ country }).where(eq(clubs.id, clubId));
}

/** How many clubs there are and how many are active, as sub-selects for another module's query (the admin home). */
export const clubCounts = { all: countRows(clubs), active: countRows(clubs, eq(clubs.active, true)) };

/** The member manages no club any more (their erasure: before their row goes). Not audited: the caller does. */
export async function clearClubManager(db: Db, memberId: number) {
  await db.update(clubs).set({ managerMemberId: null }).where(eq(clubs.managerMemberId, memberId));
}

/** "A club exists", as SQL for another module's query (the setup's checklist). */
export const aClubExists = anyRows(clubs);
