import type { AdminStudiesQuery } from '@club-pulse/contracts/admin-studies';
import type { StudyState } from '@club-pulse/contracts/enums';
import { ANSWERABLE_EVALUATION_STATES, RUNNING_STUDY_STATES } from '@club-pulse/contracts/study-rules';
import { and, asc, desc, eq, gte, inArray, lt, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
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
import { studies } from './tables.ts';
import { currentNames } from '../audit/index.ts';
import { accounts, answers, clubs, evaluations, members, quizCategories, quizzes, squadMembers, studyGroups } from '../../db/schema/index.ts';
import { columnNames, fullName, qualified, tableAs } from '../../db/sql.ts';
import { type HasFinishedEvaluation, quietOn } from './study-rows.repository.ts';
import { clubAcceptsNewWork } from '../clubs/index.ts';
import { activeCoachOfClub } from '../policies/index.ts';

/** Every query of studies, for the admin's screens and the coach's alike. */

const e = tableAs(evaluations, 'e');
/** How many of the study's evaluations match `where` (a condition on `e`). */
const countEvaluations = (where: SQL) =>
  qualified(sql`(select count(*) from ${e.from} where ${e.t.studyId} = ${studies.id} and ${where})`).mapWith(Number);

/**
 * A study with its quiz, club and study group, its respondent counts, and whether `viewerId`'s own evaluation
 * of it is finished (a coach answers too; the admin has none).
 */
const studyFields = (viewerId: number | null) => ({
  id: studies.id,
  description: studies.description,
  state: studies.state,
  quizId: studies.quizId,
  quiz: quizzes.name,
  hasKeyTermSummary: quizzes.hasKeyTermSummary,
  isAnswered:
    viewerId === null
      ? sql<boolean>`false`
      : qualified(
          sql<boolean>`exists (select 1 from ${e.from} where ${e.t.studyId} = ${studies.id} and ${e.t.memberId} = ${viewerId} and ${e.t.state} = 'finished')`,
        ),
  // Answers that gave a result, as the group report counts them (every question "not relevant" gives none).
  playerAnswers: countEvaluations(sql`${e.t.squadRole} = 'Player' and ${e.t.state} = 'finished' and ${e.t.coefficient} is not null`),
  playersInvited: countEvaluations(sql`${e.t.squadRole} = 'Player' and ${e.t.state} <> 'cancelled'`),
  coachAnswers: countEvaluations(sql`${e.t.squadRole} = 'Coach' and ${e.t.state} = 'finished' and ${e.t.coefficient} is not null`),
  coachesInvited: countEvaluations(sql`${e.t.squadRole} = 'Coach' and ${e.t.state} <> 'cancelled'`),
  clubId: clubs.id,
  club: clubs.name,
  studyGroupId: studyGroups.id,
  studyGroup: studyGroups.name,
  startDate: studies.startDate,
  dueDate: studies.dueDate,
  answersDeletedAt: studies.answersDeletedAt,
  token: studies.token,
});

const studiesQuery = (db: Db, viewerId: number | null, where: SQL) =>
  db
    .select(studyFields(viewerId))
    .from(studies)
    .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
    .innerJoin(quizzes, eq(quizzes.id, studies.quizId))
    .where(where)
    .orderBy(desc(studies.startDate), desc(studies.id));

export type StudyRow = Awaited<ReturnType<typeof studiesQuery>>[number];

export const listStudiesOfGroup = (db: Db, groupId: number) => studiesQuery(db, null, eq(studyGroups.id, groupId));
export const listStudiesOfClub = (db: Db, clubId: number) => studiesQuery(db, null, eq(clubs.id, clubId));
/** Every study of the clubs `coachId` coaches. */
export const listStudiesOfCoach = (db: Db, coachId: number) => studiesQuery(db, coachId, activeCoachOfClub({ member: coachId, club: clubs.id }));

/**
 * The studies whose effective state on `on` is `state` (docs/design.md#states, effectiveStudyState): a running
 * study past its due date is finished, so "finished" takes those too and "open"/"in progress" leave them out.
 */
function effectiveStateIs(state: StudyState, on: string | Placeholder): SQL | undefined {
  const running = inArray(studies.state, [...RUNNING_STUDY_STATES]);
  if (state === 'finished') return or(eq(studies.state, 'finished'), and(running, lt(studies.dueDate, on)));
  if ((RUNNING_STUDY_STATES as readonly StudyState[]).includes(state)) return and(eq(studies.state, state), gte(studies.dueDate, on));
  return eq(studies.state, state);
}

/** What the admin's studies list shows of a study: neither its link's token nor what only a coach's view needs. */
const { token: _token, isAnswered: _isAnswered, hasKeyTermSummary: _hasKeyTermSummary, ...adminStudyFields } = studyFields(null);
export type AdminStudyRow = Pick<StudyRow, keyof typeof adminStudyFields>;

/** The studies list's shape (db/list-statements.ts): what decides its SQL text. */
const studyShape = (query: AdminStudiesQuery) => ({
  ...sortedSearchShape(query),
  state: query.state ?? null,
  clubId: query.clubId !== undefined,
  studyGroupId: query.studyGroupId !== undefined,
  quizId: query.quizId !== undefined,
});
type StudyShape = ReturnType<typeof studyShape>;

/** The studies list's order: the sort key (as stored and indexed), then the id, so equal keys keep one order. */
function studyKeys(shape: StudyShape): Array<AnyPgColumn | SQL> {
  const keys: Array<AnyPgColumn | SQL> = {
    startDate: [studies.startDate],
    dueDate: [studies.dueDate],
    description: [studies.foldedDescription],
    quiz: [quizName],
  }[shape.sort];
  return [...keys, studies.id];
}

/** The folded name of the study's quiz, read only for the studies that sort by it (a join would cost every sort). */
const quizName = qualified(sql`(select ${quizzes.foldedName} from ${quizzes} where ${quizzes.id} = ${studies.quizId})`);
/** The study groups of the club `clubId`, for the club filter without joining every study to its group. */
const groupsOfClub = (db: Db) =>
  db
    .select({ id: studyGroups.id })
    .from(studyGroups)
    .where(eq(studyGroups.clubId, param('clubId')));

/** Every version of the quiz `quizId` is a version of: a quiz's studies are those of all its versions, as the quizzes list counts them. */
const versionsOfQuiz = () =>
  sql`(select ${quizzes.id} from ${quizzes} where ${quizzes.familyId} = (select ${quizzes.familyId} from ${quizzes} where ${quizzes.id} = ${param('quizId')}))`;

/** The studies list's search (beginning of the description) and filters (state, club, study group, quiz and its versions). */
const studyPageWhere = (db: Db, shape: StudyShape) =>
  and(
    startsWithPattern(shape.search, [studies.foldedDescription]),
    shape.state ? effectiveStateIs(shape.state, param('on')) : undefined,
    shape.clubId ? inArray(studies.studyGroupId, groupsOfClub(db)) : undefined,
    shape.studyGroupId ? eq(studies.studyGroupId, param('studyGroupId')) : undefined,
    shape.quizId ? inArray(studies.quizId, versionsOfQuiz()) : undefined,
  );

/** The page's statement and the count's, for one shape. */
function studyPageStatements(db: Db, shape: StudyShape, paging: Paging) {
  const where = studyPageWhere(db, shape);
  const keys = studyKeys(shape);
  const ids = pageIds(
    (fields, condition) => db.select(fields).from(studies).where(and(where, condition)).$dynamic(),
    studies.id,
    keys,
    shape.dir,
    paging,
  );
  return {
    page: db
      .select(adminStudyFields)
      .from(ids)
      .innerJoin(studies, eq(studies.id, ids.id))
      .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
      .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
      .innerJoin(quizzes, eq(quizzes.id, studies.quizId))
      .orderBy(...ordered(keys, shape.dir))
      .prepare(''),
    count: db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(studies)
      .where(where)
      .prepare(''),
  };
}

/**
 * One page of the studies list and the list's total (docs/design.md#admin-lists). The page's ids are chosen first
 * (by keyset from the page's first row, `pageIds`), and only those rows get their club, group and respondent counts.
 */
export async function listStudiesPage(db: Db, query: AdminStudiesQuery, on: string, paging: Paging = 'keyset') {
  const statements = shapedStatements(db, `studies ${paging}`, studyShape(query), (shape) => studyPageStatements(db, shape, paging));
  const values = {
    on,
    clubId: query.clubId,
    studyGroupId: query.studyGroupId,
    quizId: query.quizId,
    pattern: searchPattern(query.q),
    ...pageValues(query.page, query.pageSize),
  };
  const [items, [counted]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  return { items, total: Number(counted?.total ?? 0) };
}

/** One study; `viewerId`: whose own evaluation counts as answered. */
export async function findStudy(db: Db, id: number, viewerId: number | null = null): Promise<StudyRow | undefined> {
  const [row] = await studiesQuery(db, viewerId, eq(studies.id, id));
  return row;
}

/** A study's evaluations with whom they belong to, for the admin (never their answers). */
export const listStudyMembersForAdmin = (db: Db, studyId: number) =>
  db
    .select({
      evaluationId: evaluations.id,
      memberId: members.id,
      fullName: fullName(members),
      email: members.email,
      role: evaluations.squadRole,
      category: quizCategories.name,
      state: evaluations.state,
      finishedAt: evaluations.finishedAt,
    })
    .from(evaluations)
    .innerJoin(members, eq(members.id, evaluations.memberId))
    .innerJoin(studies, eq(studies.id, evaluations.studyId))
    .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
    .innerJoin(quizCategories, eq(quizCategories.id, studyGroups.categoryId))
    .where(eq(evaluations.studyId, studyId))
    .orderBy(desc(evaluations.squadRole), sql`lower(${members.name})`, sql`lower(${members.surname})`, asc(evaluations.id));

/** Who was invited to a study and whether they finished, for its coach: never what they answered. */
export const listStudyMembersForCoach = (db: Db, studyId: number) =>
  db
    .select({
      id: evaluations.id,
      fullName: fullName(members),
      role: evaluations.squadRole,
      category: quizCategories.name,
      answered: sql<boolean>`(${evaluations.state} = 'finished')`,
    })
    .from(evaluations)
    .innerJoin(members, eq(members.id, evaluations.memberId))
    .innerJoin(studies, eq(studies.id, evaluations.studyId))
    .innerJoin(quizzes, eq(quizzes.id, studies.quizId))
    .innerJoin(quizCategories, eq(quizCategories.id, quizzes.categoryId))
    .where(and(eq(evaluations.studyId, studyId), ne(evaluations.state, 'cancelled')))
    .orderBy(asc(evaluations.squadRole), asc(members.surname), asc(members.name), asc(evaluations.id));

/** A study group with what creating a study needs to know about it and its club on `on`. */
export async function findGroupForStudy(db: Db, groupId: number, on: string) {
  const [row] = await db
    .select({
      id: studyGroups.id,
      clubId: studyGroups.clubId,
      categoryId: studyGroups.categoryId,
      state: studyGroups.state,
      clubAcceptsNewStudies: clubAcceptsNewWork(on),
    })
    .from(studyGroups)
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
    .innerJoin(accounts, eq(accounts.id, clubs.accountId))
    .where(eq(studyGroups.id, groupId));
  return row;
}

/**
 * Creates the study and, in the same transaction, one evaluation for every current (not removed) squad
 * member of its group, players and coaches alike (docs/design.md#api). A member listed twice keeps one
 * evaluation, as Coach when they are both.
 */
export async function insertStudyWithEvaluations(db: Db, s: Omit<typeof studies.$inferInsert, 'id' | 'state' | 'createdAt'>): Promise<number> {
  return db.transaction(async (tx) => {
    const [study] = await tx
      .insert(studies)
      .values({ ...s, state: 'open' })
      .returning({ id: studies.id });
    if (!study) throw new Error('the study was not stored');
    await tx.execute(sql`
      insert into ${evaluations} (${columnNames(evaluations.studyId, evaluations.memberId, evaluations.squadRole, evaluations.state)})
      select distinct on (${squadMembers.memberId}) ${study.id}::int, ${squadMembers.memberId}, ${squadMembers.squadRole}, 'open'
      from ${squadMembers}
      where ${squadMembers.studyGroupId} = ${s.studyGroupId} and ${squadMembers.removedAt} is null
      order by ${squadMembers.memberId}, ${squadMembers.squadRole}
      on conflict (${columnNames(evaluations.studyId, evaluations.memberId)}) do nothing`);
    return study.id;
  });
}

export async function updateStudyFields(db: Db, id: number, f: { description: string; startDate: string; dueDate: string }) {
  await db.update(studies).set({ description: f.description, startDate: f.startDate, dueDate: f.dueDate }).where(eq(studies.id, id));
}

/** A running study whose due date has not passed → closed (studyMayClose). Answers whether it changed (atomic). */
export async function closeStudy(db: Db, id: number, on: string): Promise<boolean> {
  const changed = await db
    .update(studies)
    .set({ state: 'closed' })
    .where(and(eq(studies.id, id), inArray(studies.state, RUNNING_STUDY_STATES), gte(studies.dueDate, on)))
    .returning({ id: studies.id });
  return changed.length > 0;
}

/** A closed study whose due date is ahead (studyMayReopen) → in progress when anyone has answered, else open. */
export async function reopenStudy(db: Db, id: number, on: string): Promise<boolean> {
  const answered = sql`exists (select 1 from ${answers} join ${evaluations} on ${evaluations.id} = ${answers.evaluationId}
    where ${evaluations.studyId} = ${studies.id})`;
  const changed = await db
    .update(studies)
    .set({ state: sql`case when ${answered} then 'inprogress' else 'open' end` })
    .where(and(eq(studies.id, id), eq(studies.state, 'closed'), gte(studies.dueDate, on)))
    .returning({ id: studies.id });
  return changed.length > 0;
}

/**
 * A study that has not ended (studyMayCancel) → cancelled, and in the same transaction its unfinished
 * evaluations → cancelled; finished evaluations (and their reports) stay. Answers how many evaluations were
 * cancelled, or null when the study could not be cancelled (atomic: a second cancel changes nothing).
 */
export async function cancelStudy(db: Db, id: number, on: string, audit: (tx: Pick<Db, 'insert'>) => Promise<void>): Promise<number | null> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(studies)
      .set({ state: 'cancelled' })
      .where(
        and(
          eq(studies.id, id),
          sql`(${studies.state} = 'closed' or (${inArray(studies.state, RUNNING_STUDY_STATES)} and ${gte(studies.dueDate, on)}))`,
        ),
      )
      .returning({ id: studies.id });
    if (changed.length === 0) return null;
    const cancelled = await tx
      .update(evaluations)
      .set({ state: 'cancelled' })
      .where(and(eq(evaluations.studyId, id), inArray(evaluations.state, ANSWERABLE_EVALUATION_STATES)))
      .returning({ id: evaluations.id });
    await audit(tx);
    return cancelled.length;
  });
}

/** Every study's description as it is now: the audit trail names its rows that stored no name by it (audit/subject-names.ts). */
export const studyNamesNow = currentNames(studies.id, studies.description);

/**
 * Studies with their team and club, and `more` of their columns: the one place the chain study → study group →
 * club is joined for another module (`studyPlace`, `datedStudyPlace`, `quietStudyPlaces`). The place's columns are
 * named so that they clash with no column of the query around them.
 */
const placedStudies = <T extends SelectedFields>(more: T) =>
  new QueryBuilder()
    .select({
      studyId: sql<number>`${studies.id}`.as('place_study_id'),
      study: sql<string>`${studies.description}`.as('place_study'),
      studyGroupId: sql<number>`${studyGroups.id}`.as('place_study_group_id'),
      team: sql<string>`${studyGroups.name}`.as('place_team'),
      clubId: sql<number>`${clubs.id}`.as('place_club_id'),
      club: sql<string>`${clubs.name}`.as('place_club'),
      clubCountry: sql<typeof clubs.$inferSelect.country>`${clubs.country}`.as('place_club_country'),
      clubTimeZone: sql<typeof clubs.$inferSelect.timeZone>`${clubs.timeZone}`.as('place_club_time_zone'),
      ...more,
    })
    .from(studies)
    .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId));

/**
 * Each study with its team and its club, for another module (the follow-up cases, the support of an evaluation,
 * the trends, the exports' time zone). Join it on `studyPlace.studyId`; PostgreSQL flattens it into the query
 * around it, so it costs the same as the joins it replaces.
 */
export const studyPlace = placedStudies({}).as('study_place');

/** Each study with its team and club (as `studyPlace`) and its quiz (the version it is answered with), for another module. */
export const studyPlaceWithQuiz = placedStudies({ quizId: sql<number>`${studies.quizId}`.as('place_quiz_id') }).as('study_place_with_quiz');

/** Each study with its team and club (as `studyPlace`), its stored state and its dates, for another module (the reminders). */
export const datedStudyPlace = placedStudies({ state: studies.state, startDate: studies.startDate, dueDate: studies.dueDate }).as(
  'dated_study_place',
);

/**
 * Each study with its team and club (as `studyPlace`), its link's token, its stored state and dates, and whether its
 * club may get new members on `on` (the clubs module's `clubAcceptsNewWork`), for another module: joining a study
 * through its link. Filter it on `.token`; PostgreSQL flattens it as it does `studyPlace`.
 */
export const linkedStudyPlace = (on: string) =>
  placedStudies({
    token: studies.token,
    state: studies.state,
    startDate: studies.startDate,
    dueDate: studies.dueDate,
    clubAcceptsNewWork: clubAcceptsNewWork(on).as('place_club_accepts_new_work'),
  })
    .innerJoin(accounts, eq(accounts.id, clubs.accountId))
    .as('linked_study_place');

/** The quiet studies on `on` (`quietOn`) with their team and club and their dates, as a sub-select (the admin home's attention list). */
export const quietStudyPlaces = (on: string, hasFinishedEvaluation: HasFinishedEvaluation) =>
  placedStudies({ startDate: studies.startDate, dueDate: studies.dueDate }).where(quietOn(on, hasFinishedEvaluation)).as('quiet_study');
