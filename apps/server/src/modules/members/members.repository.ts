import type { AdminMembersQuery } from '@club-pulse/contracts/admin-members';
import type { SquadRole } from '@club-pulse/contracts/enums';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { squadMembers } from './tables.ts';
import { PAGE, type Paging, pageIds, pageValues, param, searchPattern, shapedStatements, startsWithPattern } from '../../db/list-statements.ts';
import { foldSearch } from '../../db/search.ts';
import { fullName, isoText, qualified, tableAs } from '../../db/sql.ts';
import { memberListing as members, memberPerson, memberPersonAs } from '../auth/index.ts';
import { clubPlace, clubStanding, dropClubManager, fillClubManager, isCoachOfClub } from '../clubs/index.ts';
import { cancelAnswerableEvaluations } from '../evaluations/index.ts';
import { quizCategoryName } from '../quizzes/index.ts';
import { studyPlace } from '../studies/index.ts';
import { dropGroupCoaches, fillGroupCoach, studyGroupInClub, studyGroupPlace } from '../study-groups/index.ts';

/**
 * Every query of members (the admin's users) and of their squad memberships (who is in which club). The members'
 * rows are the auth module's (`memberListing`, `memberPerson`), the clubs, teams, studies and categories their
 * owners' sub-selects (docs/decisions/0009).
 */

const current = tableAs(squadMembers, 'current');
const namesakeSquad = tableAs(squadMembers, 'namesake_squad');
const namesake = memberPersonAs('namesake');

/**
 * A sub-select: whether another player of the club (a current membership) has the same full name as `member`,
 * compared without case. A list of a club's players then shows that player's email beside the name
 * (contracts' names.ts): two Laura Garcías of one club are told apart.
 */
export const hasNamesakeInClub = ({
  member,
  club,
}: {
  member: { id: AnyPgColumn; name: AnyPgColumn; surname: AnyPgColumn };
  club: AnyPgColumn | SQL;
}) =>
  sql<boolean>`exists (select 1 from ${namesakeSquad.from} join ${namesake} on ${namesake.id} = ${namesakeSquad.t.memberId}
    where ${namesakeSquad.t.clubId} = ${club} and ${namesakeSquad.t.squadRole} = 'Player' and ${namesakeSquad.t.removedAt} is null
      and ${namesake.id} <> ${member.id} and lower(${fullName(namesake)}) = lower(${fullName(member)}))`;

const memberFields = {
  id: members.id,
  email: members.email,
  fullName: fullName(members),
  role: members.role,
  enabled: members.enabled,
  createdAt: isoText(members.createdAt),
  squadRoles: qualified(sql<SquadRole[] | null>`(select array_agg(distinct ${current.t.squadRole} order by ${current.t.squadRole})::text[]
    from ${current.from} where ${current.t.memberId} = ${members.id} and ${current.t.removedAt} is null)`),
  clubs: qualified(sql<string[] | null>`(select array_agg(distinct ${clubPlace.name} order by ${clubPlace.name})::text[]
    from ${current.from} join ${clubPlace} on ${clubPlace.id} = ${current.t.clubId}
    where ${current.t.memberId} = ${members.id} and ${current.t.removedAt} is null)`),
};

const membersQuery = (db: Db, where?: SQL) =>
  db.select(memberFields).from(members).where(where).orderBy(sql`lower(${members.name})`, sql`lower(${members.surname})`, asc(members.id));

export type MemberRow = Awaited<ReturnType<typeof membersQuery>>[number];

export const listMembers = (db: Db) => membersQuery(db);

/** The users list searches and sorts the folded text (lower case, no accents) the database stores beside each name (auth's tables.ts). */
const memberSearchKeys = [members.foldedFullName, members.foldedSurname, members.foldedEmail];

/** The columns a page is ordered by: of `memberListing`, or of a subquery that selected them. */
const sortKeys = {
  id: members.id,
  foldedName: members.foldedName,
  foldedSurname: members.foldedSurname,
  foldedEmail: members.foldedEmail,
  createdAt: members.createdAt,
};
type SortKeys = { [K in keyof typeof sortKeys]: SQL.Aliased | AnyPgColumn };

/** From this length a search is taken to match few members (one or two letters match thousands). */
const FENCED_SEARCH_LENGTH = 3;

/** The users list's shape (db/list-statements.ts): what decides its SQL text. */
export const memberShape = (query: AdminMembersQuery) => {
  const searched = foldSearch(query.q ?? '').length;
  return {
    sort: query.sort,
    dir: query.dir,
    search: searched === 0 ? 'none' : searched < FENCED_SEARCH_LENGTH ? 'short' : 'fenced',
    role: query.role ?? null,
    enabled: query.enabled ?? null,
    squadRole: query.squadRole ?? null,
    clubId: query.clubId !== undefined,
  };
};
type MemberShape = ReturnType<typeof memberShape>;

/** The values of the statements of `memberPageQueries`. */
export const memberPageValues = (query: AdminMembersQuery) => ({
  clubId: query.clubId,
  pattern: searchPattern(query.q),
  ...pageValues(query.page, query.pageSize),
});

/** The list's sort keys: the sort key, then the id, so that equal keys keep one order from page to page. */
function memberKeys(k: SortKeys, shape: MemberShape): AnyPgColumn[] {
  const keys = { name: [k.foldedName, k.foldedSurname], email: [k.foldedEmail], createdAt: [k.createdAt] }[shape.sort];
  return [...keys, k.id] as AnyPgColumn[];
}

/** The list's order: its sort keys, all one way. */
const memberOrder = (k: SortKeys, shape: MemberShape): SQL[] => memberKeys(k, shape).map((e) => (shape.dir === 'desc' ? desc(e) : asc(e)));

/** The filters of the users list as one condition (undefined: every member). */
function memberPageWhere(shape: MemberShape): SQL | undefined {
  return and(
    startsWithPattern(shape.search !== 'none', memberSearchKeys),
    shape.role ? eq(members.role, shape.role) : undefined,
    shape.enabled ? eq(members.enabled, shape.enabled === 'true') : undefined,
    shape.squadRole || shape.clubId
      ? sql`exists (select 1 from ${squadMembers} where ${squadMembers.memberId} = ${members.id} and ${squadMembers.removedAt} is null
          ${shape.squadRole ? sql`and ${squadMembers.squadRole} = ${shape.squadRole}` : sql``}
          ${shape.clubId ? sql`and ${squadMembers.clubId} = ${param('clubId')}` : sql``})`
      : undefined,
  );
}

/** OFFSET 0 written as SQL: drizzle leaves a plain 0 out, and the clause is what fences the subquery in. */
const OFFSET_ZERO = sql`0` as unknown as number;

/**
 * The two queries of one page, unrun, for a shape: the ids of the page in the list's order, and the count of the
 * whole filtered list; their values are `memberPageValues`. Exported for the test that reads their plans on
 * PostgreSQL.
 *
 * With a search, the matches are taken first through the search indexes and then sorted (the subquery's
 * OFFSET 0 keeps PostgreSQL from merging it into the outer query). Left to itself, the planner reads the sort
 * index in order and tests each row, betting that matches are spread evenly; they are not ("jose" finds the
 * Josés, who sort together, 45,000 rows into a 100,000-member list: 85 ms against 37, bench/members-list.ts).
 * A search of one or two letters, and no search, read the sort index in order: they keep a large part of the
 * list ("m" keeps every member-…@ email: sorting them all took 200 ms), as the filters (role, state…) do.
 */
export function memberPageQueries(db: Db, shape: MemberShape, paging: Paging = 'keyset') {
  const where = memberPageWhere(shape);
  const matches = shape.search === 'fenced' ? db.select(sortKeys).from(members).where(where).offset(OFFSET_ZERO).as('matches') : undefined;
  // A fenced search has few matches, sorted after they are found: its pages stay cut by OFFSET. The rest read the
  // sort index in order, by keyset from the page's first row (`pageIds`).
  const ids = matches
    ? db
        .select({ id: matches.id })
        .from(matches)
        .orderBy(...memberOrder(matches, shape))
        .limit(PAGE.limit)
        .offset(PAGE.offset)
        .as('page')
    : pageIds(
        (fields, condition) => db.select(fields).from(members).where(and(where, condition)).$dynamic(),
        members.id,
        memberKeys(sortKeys, shape),
        shape.dir,
        paging,
      );
  return {
    order: memberOrder(sortKeys, shape),
    ids,
    count: db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(members)
      .where(where),
  };
}

/** The page's statement and the count's, for one shape. */
function memberPageStatements(db: Db, shape: MemberShape, paging: Paging) {
  const { order, ids: page, count } = memberPageQueries(db, shape, paging);
  return {
    page: db
      .select(memberFields)
      .from(page)
      .innerJoin(members, eq(members.id, page.id))
      .orderBy(...order)
      .prepare(''),
    count: count.prepare(''),
  };
}

/**
 * One page of the users list and the list's total (docs/design.md#admin-lists). The page's ids are chosen first
 * (an index in the list's order, by keyset from the page's first row), and only those 10–100 rows get their squad roles and clubs: with
 * the subqueries in the same select, a deep page would compute them for every row it skips.
 */
export async function listMembersPage(db: Db, query: AdminMembersQuery, paging: Paging = 'keyset') {
  const statements = shapedStatements(db, `members ${paging}`, memberShape(query), (shape) => memberPageStatements(db, shape, paging));
  const values = memberPageValues(query);
  const [items, [counted]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  return { items, total: counted?.total ?? 0 };
}
export async function findMember(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await membersQuery(db, eq(members.id, id));
  return row;
}

/** The member's squad roles over all their clubs (removed memberships grant nothing). */
export async function squadRolesOf(db: Db, memberId: number): Promise<SquadRole[]> {
  const rows = await db
    .selectDistinct({ role: squadMembers.squadRole })
    .from(squadMembers)
    .where(and(eq(squadMembers.memberId, memberId), isNull(squadMembers.removedAt)));
  return rows.map((r) => r.role);
}

// ---------------------------------------------------------------- squad members (club membership)

const squadQuery = (db: Db, where: SQL) =>
  db
    .select({
      squadMemberId: squadMembers.id,
      memberId: memberPerson.id,
      clubId: squadMembers.clubId,
      fullName: fullName(memberPerson),
      email: memberPerson.email,
      role: squadMembers.squadRole,
      category: quizCategoryName.name,
      studyGroupId: studyGroupPlace.id,
      studyGroup: studyGroupPlace.name,
      enabled: memberPerson.enabled,
    })
    .from(squadMembers)
    .innerJoin(memberPerson, eq(memberPerson.id, squadMembers.memberId))
    .leftJoin(studyGroupPlace, eq(studyGroupPlace.id, squadMembers.studyGroupId))
    .leftJoin(quizCategoryName, eq(quizCategoryName.id, studyGroupPlace.categoryId))
    .where(and(isNull(squadMembers.removedAt), where))
    .orderBy(asc(squadMembers.squadRole), sql`lower(${memberPerson.name})`, sql`lower(${memberPerson.surname})`, asc(squadMembers.id));

export const listOfClub = (db: Db, clubId: number) => squadQuery(db, eq(squadMembers.clubId, clubId));
export const listOfGroup = (db: Db, groupId: number) => squadQuery(db, eq(squadMembers.studyGroupId, groupId));

/** The current (not removed) squad membership `id` of club `clubId`, locked for the removal. */
export async function findActiveInClub(db: Db, id: number, clubId: number) {
  const [row] = await db
    .select({ id: squadMembers.id, memberId: squadMembers.memberId })
    .from(squadMembers)
    .where(and(eq(squadMembers.id, id), eq(squadMembers.clubId, clubId), isNull(squadMembers.removedAt)))
    .for('update');
  return row;
}

export async function markRemoved(db: Db, id: number): Promise<void> {
  await db.update(squadMembers).set({ removedAt: new Date() }).where(eq(squadMembers.id, id));
}

/**
 * The studies of the club (the studies module's `studyPlace`) that no current membership of the member covers (a
 * membership without a group covers the whole club), as a sub-select of study ids.
 */
function studiesNotCovered(db: Db, memberId: number, clubId: number) {
  const covering = tableAs(squadMembers, 'covering');
  return db
    .select({ id: studyPlace.studyId })
    .from(studyPlace)
    .where(
      and(
        eq(studyPlace.clubId, clubId),
        sql`not exists (select 1 from ${covering.from}
          where ${covering.t.memberId} = ${memberId} and ${covering.t.clubId} = ${clubId} and ${covering.t.removedAt} is null
            and (${covering.t.studyGroupId} is null or ${covering.t.studyGroupId} = ${studyPlace.studyGroupId}))`,
      ),
    );
}

/**
 * Cancels the member's unfinished evaluations in the club's studies that no remaining membership covers. Returns how
 * many were cancelled.
 */
export const cancelUncoveredEvaluations = (db: Db, memberId: number, clubId: number): Promise<number> =>
  cancelAnswerableEvaluations(db, memberId, studiesNotCovered(db, memberId, clubId));

/** A member who no longer coaches the club stops being its manager and its groups' coach. */
export async function dropCoachDuties(db: Db, memberId: number, clubId: number): Promise<void> {
  if (await isCoachOfClub(db, memberId, clubId)) return;
  await dropClubManager(db, clubId, memberId);
  await dropGroupCoaches(db, clubId, memberId);
}

/** A squad membership: who, in which club and group (null: the whole club), with which role. */
export type Membership = { memberId: number; clubId: number; studyGroupId: number | null; squadRole: SquadRole };

/** The member's current (not removed) membership of exactly this club, group and role. */
export async function findActiveMembership(db: Db, m: Membership) {
  const [row] = await db
    .select({ id: squadMembers.id })
    .from(squadMembers)
    .where(
      and(
        eq(squadMembers.memberId, m.memberId),
        eq(squadMembers.clubId, m.clubId),
        eq(squadMembers.squadRole, m.squadRole),
        isNull(squadMembers.removedAt),
        m.studyGroupId === null ? isNull(squadMembers.studyGroupId) : eq(squadMembers.studyGroupId, m.studyGroupId),
      ),
    );
  return row;
}

/**
 * Stores the membership, or answers the current one when it exists: the unique index of migration 0019 decides,
 * so two requests adding the same membership at once both answer the one row.
 */
export async function insertMembership(db: Db, m: Membership): Promise<number> {
  const [row] = await db.insert(squadMembers).values(m).onConflictDoNothing().returning({ id: squadMembers.id });
  const id = row?.id ?? (await findActiveMembership(db, m))?.id;
  if (id === undefined) throw new Error('the membership was not stored');
  return id;
}

/** The membership's id, stored first unless the member has it already (joining through a study link). */
export async function ensureMembership(db: Db, m: Membership): Promise<number> {
  return (await findActiveMembership(db, m))?.id ?? (await insertMembership(db, m));
}

/** The first coach of a club becomes its manager, and of a group its coach, when they have none. */
export async function fillCoachDuties(db: Db, memberId: number, clubId: number, studyGroupId: number | null): Promise<void> {
  await fillClubManager(db, clubId, memberId);
  if (studyGroupId !== null) await fillGroupCoach(db, studyGroupId, memberId);
}

/** The club's name, whether it may get new members on `on`, and whether the group (if any) belongs to it. */
export async function clubForNewMember(db: Db, clubId: number, on: string, studyGroupId: number | null) {
  const club = clubStanding(on);
  const [row] = await db
    .select({
      name: club.name,
      acceptsNewWork: club.acceptsNewWork,
      groupInClub: studyGroupId === null ? sql<boolean>`true` : studyGroupInClub(studyGroupId, club.id),
    })
    .from(club)
    .where(eq(club.id, clubId));
  return row;
}

/**
 * Club membership as it is now (not removed): member, club, team and squad role, as a sub-select for another
 * module's query (join it on `currentMembership.memberId` or `.clubId`; PostgreSQL flattens it into the query).
 */
export const currentMembership = new QueryBuilder()
  .select({
    memberId: squadMembers.memberId,
    clubId: squadMembers.clubId,
    studyGroupId: squadMembers.studyGroupId,
    squadRole: squadMembers.squadRole,
  })
  .from(squadMembers)
  .where(isNull(squadMembers.removedAt))
  .as('current_membership');
