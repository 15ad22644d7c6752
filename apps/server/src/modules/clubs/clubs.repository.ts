import type { AdminClubsQuery, ClubTimeZone, SaveClubRequest } from '@club-pulse/contracts/admin-clubs';
import type { MyClubsResponse } from '@club-pulse/contracts/manager';
import type { Country } from '@club-pulse/contracts/support';
import { and, asc, eq, isNull, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { clubs } from './tables.ts';
import { currentNames } from '../audit/index.ts';
import { memberPersonAs } from '../auth/index.ts';
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
import { accountInGoodStanding, accountStandingAs } from '../accounts/index.ts';
import { activeCoachOfClub } from '../policies/index.ts';

/** Every query of clubs. Counts are read as numbers on both drivers. */

/**
 * A club's counts of support contacts, study groups and current members, as correlated sub-selects of their owners
 * (the support, study groups and members modules, all above this one: app.ts hands them over, `clubsModule({ … })`).
 */
export interface ClubCounts {
  supportContacts: (clubId: AnyPgColumn) => SQL<number>;
  studyGroups: (clubId: AnyPgColumn) => SQL<number>;
  members: (clubId: AnyPgColumn) => SQL<number>;
}

/** A study group of one of the coach's clubs, with its club: what the coach's clubs are shown with. */
export type CoachGroup = MyClubsResponse[number]['studyGroups'][number] & { clubId: number };

/**
 * The study groups of the clubs the member `coachId` coaches, by name: the study groups module's, above this one
 * (app.ts hands it over).
 */
export type GroupsOfCoach = (db: Db, coachId: number) => Promise<CoachGroup[]>;

/** What app.ts hands the clubs module from the owners above it (`clubsModule({ counts, groupsOfCoach })`). */
export interface ClubHandovers {
  counts: ClubCounts;
  groupsOfCoach: GroupsOfCoach;
}

/** The club is active and its account (`inGoodStanding`, the accounts module's condition) in good standing. */
const acceptsNewWork = (inGoodStanding: SQL | SQL.Aliased<boolean>) => sql<boolean>`(${clubs.active} and ${inGoodStanding})`;

/**
 * Whether the club may get new studies and new members on `on` (docs/design.md#states): the club is active
 * and its account in good standing. A condition on `clubs` joined with its `accounts` row.
 */
export const clubAcceptsNewWork = (on: string | Placeholder) => acceptsNewWork(accountInGoodStanding(on));

/**
 * How many clubs the account `accountId` (a column of the caller's statement) has, as a correlated sub-select:
 * the accounts list's count. The accounts module is below this one, so app.ts hands it over.
 */
export const clubCountOfAccount = (accountId: AnyPgColumn): SQL<number> =>
  qualified(sql<number>`(select count(*) from ${clubs} where ${clubs.accountId} = ${accountId})`).mapWith(Number);

/**
 * The club's account, asked of its owner (the accounts module's `accountStandingAs`): its name, its folded name (the
 * list's sort) and whether it is in good standing on `on`. Join it on `.id`; PostgreSQL flattens it.
 */
const clubAccount = (on: string | Placeholder) => accountStandingAs('club_account', on);
type ClubAccount = ReturnType<typeof clubAccount>;

const manager = memberPersonAs('manager');

const clubFields = (account: ClubAccount, counts: ClubCounts) => ({
  id: clubs.id,
  name: clubs.name,
  code: clubs.code,
  accountId: clubs.accountId,
  account: account.name,
  managerMemberId: clubs.managerMemberId,
  manager: sql<string | null>`case when ${manager.id} is null then null else ${fullName(manager)} end`,
  active: clubs.active,
  country: clubs.country,
  timeZone: clubs.timeZone,
  supportContacts: counts.supportContacts(clubs.id),
  acceptsNewWork: acceptsNewWork(account.inGoodStanding),
  studyGroups: counts.studyGroups(clubs.id),
  members: counts.members(clubs.id),
});

const clubsQuery = (db: Db, counts: ClubCounts, on: string) => {
  const account = clubAccount(on);
  return db
    .select(clubFields(account, counts))
    .from(clubs)
    .innerJoin(account, eq(account.id, clubs.accountId))
    .leftJoin(manager, eq(manager.id, clubs.managerMemberId))
    .orderBy(sql`lower(${clubs.name})`, asc(clubs.id))
    .$dynamic();
};

export const listClubs = (db: Db, counts: ClubCounts, on: string) => clubsQuery(db, counts, on);

/** The clubs list's shape (db/list-statements.ts): what decides its SQL text. */
const clubShape = (query: AdminClubsQuery) => ({
  ...sortedSearchShape(query),
  active: query.active ?? null,
  accountId: query.accountId !== undefined,
});
type ClubShape = ReturnType<typeof clubShape>;

/**
 * The clubs list's sort keys: the sort key (folded, as stored and indexed; the account's is a column of its flattened
 * sub-select), then the id, so equal keys keep one order.
 */
function clubKeys(shape: ClubShape, account: ClubAccount): AnyPgColumn[] {
  const keys: AnyPgColumn[] = { name: [clubs.foldedName], code: [clubs.foldedCode], account: [account.foldedName, clubs.foldedName] }[shape.sort];
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
function clubPageStatements(db: Db, counts: ClubCounts, shape: ClubShape, paging: Paging) {
  const account = clubAccount(param('on'));
  const where = clubPageWhere(shape);
  const keys = clubKeys(shape, account);
  const ids = pageIds(
    // The account only when the list is sorted by it: every club has one (not null, a foreign key), so the join
    // filters nothing, and on a deep page it cost a join for each row before the page (clubs' page 200 took twice
    // its first page on PostgreSQL: docs/performance.md).
    (fields, condition) => {
      const from = db.select(fields).from(clubs).$dynamic();
      return (shape.sort === 'account' ? from.innerJoin(account, eq(account.id, clubs.accountId)) : from).where(and(where, condition));
    },
    clubs.id,
    keys,
    shape.dir,
    paging,
  );
  return {
    page: db
      .select(clubFields(account, counts))
      .from(ids)
      .innerJoin(clubs, eq(clubs.id, ids.id))
      .innerJoin(account, eq(account.id, clubs.accountId))
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
export async function listClubsPage(db: Db, counts: ClubCounts, query: AdminClubsQuery, on: string, paging: Paging = 'keyset') {
  const statements = shapedStatements(db, `clubs ${paging}`, clubShape(query), (shape) => clubPageStatements(db, counts, shape, paging));
  const values = { on, accountId: query.accountId, pattern: searchPattern(query.q), ...pageValues(query.page, query.pageSize) };
  const [items, [counted]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  return { items, total: counted?.total ?? 0 };
}

export async function findClub(db: Db, counts: ClubCounts, id: number, on: string) {
  const [row] = await clubsQuery(db, counts, on).where(eq(clubs.id, id));
  return row;
}

export async function clubExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, id));
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

const coach = memberPersonAs('coach');

/** The members who coach the club (once each, whatever the number of their groups). */
export const listClubCoaches = (db: Db, clubId: number) =>
  db
    .select({ memberId: coach.id, fullName: fullName(coach), email: coach.email })
    .from(coach)
    .where(activeCoachOfClub({ member: coach.id, club: clubId }))
    .orderBy(sql`lower(${coach.name})`, sql`lower(${coach.surname})`, asc(coach.id));

/**
 * The clubs `coachId` coaches, and their study groups (two queries; the groups are the study groups module's,
 * `groupsOfCoach`), for the coach's screens.
 */
export async function listClubsOfCoach(db: Db, groupsOfCoach: GroupsOfCoach, coachId: number, on: string) {
  const account = clubAccount(on);
  const clubRows = await db
    .select({ id: clubs.id, name: clubs.name, code: clubs.code, active: clubs.active, acceptsNewStudies: acceptsNewWork(account.inGoodStanding) })
    .from(clubs)
    .innerJoin(account, eq(account.id, clubs.accountId))
    .where(activeCoachOfClub({ member: coachId, club: clubs.id }))
    .orderBy(asc(clubs.name));
  const groups = await groupsOfCoach(db, coachId);
  return { clubs: clubRows, groups };
}

/** Every club's name as it is now: the audit trail names its rows that stored no name by it (audit/subject-names.ts). */
export const clubNamesNow = currentNames(clubs.id, clubs.name);

/**
 * Each club's name, country and time zone, and whether it may get new studies and new members on `on`
 * (`clubAcceptsNewWork`: active, its account in good standing), as a sub-select for another module's query: join it on
 * `.id`. PostgreSQL flattens it into the query around it, so it costs what a join of the two tables costs.
 */
export const clubStanding = (on: string | Placeholder) => {
  const account = clubAccount(on);
  return new QueryBuilder()
    .select({
      id: clubs.id,
      name: clubs.name,
      country: clubs.country,
      timeZone: clubs.timeZone,
      acceptsNewWork: acceptsNewWork(account.inGoodStanding).as('accepts_new_work'),
    })
    .from(clubs)
    .innerJoin(account, eq(account.id, clubs.accountId))
    .as('club_standing');
};

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
