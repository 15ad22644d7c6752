import type { AdminStudiesQuery } from '@club-pulse/contracts/admin-studies';
import type { EvaluationState, SquadRole, StudyState } from '@club-pulse/contracts/enums';
import { RUNNING_STUDY_STATES } from '@club-pulse/contracts/study-rules';
import { and, asc, desc, eq, gte, inArray, lt, ne, or, type Placeholder, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
import { memberPerson } from '../auth/index.ts';
import { fullName, qualified } from '../../db/sql.ts';
import { clubPlace, clubStanding } from '../clubs/index.ts';
import { activeCoachOfClub } from '../policies/index.ts';
import { quizCategoryName, quizFactsAs, quizFoldedName, versionsOfQuiz } from '../quizzes/index.ts';
import { studyGroupPlace } from '../study-groups/index.ts';

/**
 * Every query of studies, for the admin's screens and the coach's alike. A study's team and club, its quiz and the
 * people invited are asked of their owners (docs/decisions/0009): the study groups', clubs', quizzes' and auth modules'
 * sub-selects, which PostgreSQL flattens into the statements around them. The evaluations and the squads are the
 * evaluations and members modules', above this one: app.ts hands them over (`studiesModule({ evaluations, squadOfGroup })`).
 */

/** A column of a handed-over sub-select, with the type of what it reads. */
type ColumnOf<T, NotNull extends boolean = true> = AnyPgColumn<{ data: T; notNull: NotNull }>;

/**
 * The evaluations module's `evaluationFactsAs(alias)`: each evaluation's member, study, squad role, state, finish time
 * and stored coefficient, as a sub-select named `alias` (join it on `.studyId`).
 */
export type EvaluationFactsAs = <A extends string>(
  alias: A,
) => Subquery<A> & {
  id: ColumnOf<number>;
  memberId: ColumnOf<number>;
  studyId: ColumnOf<number>;
  squadRole: ColumnOf<SquadRole>;
  state: ColumnOf<EvaluationState>;
  finishedAt: ColumnOf<Date, false>;
  coefficient: AnyPgColumn;
};

/** The members module's `currentSquadOfGroup`: the group's current squad, one row a member with their squad role. */
export type Invitees = Subquery & Record<'memberId' | 'squadRole', AnyPgColumn>;
export type SquadOfGroup = (studyGroupId: number) => Invitees;

/** What the studies module asks of the evaluations module (above it), handed over by app.ts. */
export interface StudyEvaluations {
  /** `evaluationFactsAs`: the respondent counts, the viewer's own evaluation, who was invited. */
  factsAs: EvaluationFactsAs;
  /** `studyHasAnswer`: whether anyone answered the study (`studyId`, a column), for a reopened study's state. */
  hasAnswer: (studyId: AnyPgColumn) => SQL<boolean>;
  /** `openEvaluationsFor`: an open evaluation for each of `invited`, in the caller's transaction (a new study). */
  openFor: (tx: Db, studyId: number, invited: Invitees) => Promise<void>;
  /** `cancelAnswerableEvaluationsOfStudy`: the study's unfinished evaluations cancelled, in the caller's transaction; how many. */
  cancelAnswerable: (tx: Db, studyId: number) => Promise<number>;
}

/** What app.ts hands the studies module from the owners above it (`studiesModule({ evaluations, squadOfGroup })`). */
export interface StudyOwners {
  evaluations: StudyEvaluations;
  squadOfGroup: SquadOfGroup;
}

/** The study's quiz version (the quizzes module's `quizFactsAs`): its name and whether it has a key-term summary. */
const studyQuiz = quizFactsAs('study_quiz');

/**
 * A study with its quiz, club and study group, its respondent counts, and whether `viewerId`'s own evaluation
 * of it is finished (a coach answers too; the admin has none). `evaluationsAs`: the evaluations module's sub-select.
 */
const studyFields = (evaluationsAs: EvaluationFactsAs, viewerId: number | null) => {
  const e = evaluationsAs('e');
  /** How many of the study's evaluations match `where` (a condition on `e`). */
  const countEvaluations = (where: SQL) =>
    qualified(sql`(select count(*) from ${e} where ${e.studyId} = ${studies.id} and ${where})`).mapWith(Number);
  return {
    id: studies.id,
    description: studies.description,
    state: studies.state,
    quizId: studies.quizId,
    quiz: studyQuiz.name,
    hasKeyTermSummary: studyQuiz.hasKeyTermSummary,
    isAnswered:
      viewerId === null
        ? sql<boolean>`false`
        : qualified(
            sql<boolean>`exists (select 1 from ${e} where ${e.studyId} = ${studies.id} and ${e.memberId} = ${viewerId} and ${e.state} = 'finished')`,
          ),
    // Answers that gave a result, as the group report counts them (every question "not relevant" gives none).
    playerAnswers: countEvaluations(sql`${e.squadRole} = 'Player' and ${e.state} = 'finished' and ${e.coefficient} is not null`),
    playersInvited: countEvaluations(sql`${e.squadRole} = 'Player' and ${e.state} <> 'cancelled'`),
    coachAnswers: countEvaluations(sql`${e.squadRole} = 'Coach' and ${e.state} = 'finished' and ${e.coefficient} is not null`),
    coachesInvited: countEvaluations(sql`${e.squadRole} = 'Coach' and ${e.state} <> 'cancelled'`),
    clubId: clubPlace.id,
    club: clubPlace.name,
    studyGroupId: studyGroupPlace.id,
    studyGroup: studyGroupPlace.name,
    startDate: studies.startDate,
    dueDate: studies.dueDate,
    answersDeletedAt: studies.answersDeletedAt,
    token: studies.token,
  };
};

const studiesQuery = (db: Db, evaluationsAs: EvaluationFactsAs, viewerId: number | null, where: SQL) =>
  db
    .select(studyFields(evaluationsAs, viewerId))
    .from(studies)
    .innerJoin(studyGroupPlace, eq(studyGroupPlace.id, studies.studyGroupId))
    .innerJoin(clubPlace, eq(clubPlace.id, studyGroupPlace.clubId))
    .innerJoin(studyQuiz, eq(studyQuiz.id, studies.quizId))
    .where(where)
    .orderBy(desc(studies.startDate), desc(studies.id));

export type StudyRow = Awaited<ReturnType<typeof studiesQuery>>[number];

export const listStudiesOfGroup = (db: Db, owners: StudyOwners, groupId: number) =>
  studiesQuery(db, owners.evaluations.factsAs, null, eq(studyGroupPlace.id, groupId));
export const listStudiesOfClub = (db: Db, owners: StudyOwners, clubId: number) =>
  studiesQuery(db, owners.evaluations.factsAs, null, eq(clubPlace.id, clubId));
/** Every study of the clubs `coachId` coaches. */
export const listStudiesOfCoach = (db: Db, owners: StudyOwners, coachId: number) =>
  studiesQuery(db, owners.evaluations.factsAs, coachId, activeCoachOfClub({ member: coachId, club: clubPlace.id }));

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
function adminStudyFields(evaluationsAs: EvaluationFactsAs) {
  const { token: _token, isAnswered: _isAnswered, hasKeyTermSummary: _hasKeyTermSummary, ...fields } = studyFields(evaluationsAs, null);
  return fields;
}
export type AdminStudyRow = Pick<StudyRow, keyof ReturnType<typeof adminStudyFields>>;

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
    // The folded name of the study's quiz (the quizzes module's), read only for the studies that sort by it.
    quiz: [quizFoldedName(studies.quizId)],
  }[shape.sort];
  return [...keys, studies.id];
}

/** The study groups of the club `clubId`, for the club filter without joining every study to its group. */
const groupsOfClub = (db: Db) =>
  db
    .select({ id: studyGroupPlace.id })
    .from(studyGroupPlace)
    .where(eq(studyGroupPlace.clubId, param('clubId')));

/** The studies list's search (beginning of the description) and filters (state, club, study group, quiz and its versions). */
const studyPageWhere = (db: Db, shape: StudyShape) =>
  and(
    startsWithPattern(shape.search, [studies.foldedDescription]),
    shape.state ? effectiveStateIs(shape.state, param('on')) : undefined,
    shape.clubId ? inArray(studies.studyGroupId, groupsOfClub(db)) : undefined,
    shape.studyGroupId ? eq(studies.studyGroupId, param('studyGroupId')) : undefined,
    // Every version of the quiz: a quiz's studies are those of all its versions, as the quizzes list counts them.
    shape.quizId ? inArray(studies.quizId, versionsOfQuiz(param('quizId'))) : undefined,
  );

/** The page's statement and the count's, for one shape. */
function studyPageStatements(db: Db, evaluationsAs: EvaluationFactsAs, shape: StudyShape, paging: Paging) {
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
      .select(adminStudyFields(evaluationsAs))
      .from(ids)
      .innerJoin(studies, eq(studies.id, ids.id))
      .innerJoin(studyGroupPlace, eq(studyGroupPlace.id, studies.studyGroupId))
      .innerJoin(clubPlace, eq(clubPlace.id, studyGroupPlace.clubId))
      .innerJoin(studyQuiz, eq(studyQuiz.id, studies.quizId))
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
export async function listStudiesPage(db: Db, evaluationsAs: EvaluationFactsAs, query: AdminStudiesQuery, on: string, paging: Paging = 'keyset') {
  const statements = shapedStatements(db, `studies ${paging}`, studyShape(query), (shape) => studyPageStatements(db, evaluationsAs, shape, paging));
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
export async function findStudy(db: Db, owners: StudyOwners, id: number, viewerId: number | null = null): Promise<StudyRow | undefined> {
  const [row] = await studiesQuery(db, owners.evaluations.factsAs, viewerId, eq(studies.id, id));
  return row;
}

/** A study's evaluations with whom they belong to, for the admin (never their answers). */
export function listStudyMembersForAdmin(db: Db, owners: StudyOwners, studyId: number) {
  const evaluation = owners.evaluations.factsAs('study_evaluation');
  return db
    .select({
      evaluationId: evaluation.id,
      memberId: memberPerson.id,
      fullName: fullName(memberPerson),
      email: memberPerson.email,
      role: evaluation.squadRole,
      category: quizCategoryName.name,
      state: evaluation.state,
      finishedAt: evaluation.finishedAt,
    })
    .from(evaluation)
    .innerJoin(memberPerson, eq(memberPerson.id, evaluation.memberId))
    .innerJoin(studies, eq(studies.id, evaluation.studyId))
    .innerJoin(studyGroupPlace, eq(studyGroupPlace.id, studies.studyGroupId))
    .innerJoin(quizCategoryName, eq(quizCategoryName.id, studyGroupPlace.categoryId))
    .where(eq(evaluation.studyId, studyId))
    .orderBy(desc(evaluation.squadRole), sql`lower(${memberPerson.name})`, sql`lower(${memberPerson.surname})`, asc(evaluation.id));
}

/** Who was invited to a study and whether they finished, for its coach: never what they answered. */
export function listStudyMembersForCoach(db: Db, owners: StudyOwners, studyId: number) {
  const evaluation = owners.evaluations.factsAs('study_evaluation');
  return db
    .select({
      id: evaluation.id,
      fullName: fullName(memberPerson),
      role: evaluation.squadRole,
      category: quizCategoryName.name,
      answered: sql<boolean>`(${evaluation.state} = 'finished')`,
    })
    .from(evaluation)
    .innerJoin(memberPerson, eq(memberPerson.id, evaluation.memberId))
    .innerJoin(studies, eq(studies.id, evaluation.studyId))
    .innerJoin(studyQuiz, eq(studyQuiz.id, studies.quizId))
    .innerJoin(quizCategoryName, eq(quizCategoryName.id, studyQuiz.categoryId))
    .where(and(eq(evaluation.studyId, studyId), ne(evaluation.state, 'cancelled')))
    .orderBy(asc(evaluation.squadRole), asc(memberPerson.surname), asc(memberPerson.name), asc(evaluation.id));
}

/** A study group with what creating a study needs to know about it and its club on `on` (the clubs module's `clubStanding`). */
export async function findGroupForStudy(db: Db, groupId: number, on: string) {
  const club = clubStanding(on);
  const [row] = await db
    .select({
      id: studyGroupPlace.id,
      clubId: studyGroupPlace.clubId,
      categoryId: studyGroupPlace.categoryId,
      state: studyGroupPlace.state,
      clubAcceptsNewStudies: club.acceptsNewWork,
    })
    .from(studyGroupPlace)
    .innerJoin(club, eq(club.id, studyGroupPlace.clubId))
    .where(eq(studyGroupPlace.id, groupId));
  return row;
}

/**
 * Creates the study and, in the same transaction, one evaluation for every current (not removed) squad
 * member of its group, players and coaches alike (docs/design.md#api). A member listed twice keeps one
 * evaluation, as Coach when they are both: the squad is the members module's (`squadOfGroup`), the evaluations the
 * evaluations module's (`openFor`), both handed over.
 */
export async function insertStudyWithEvaluations(
  db: Db,
  owners: StudyOwners,
  s: Omit<typeof studies.$inferInsert, 'id' | 'state' | 'createdAt'>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [study] = await tx
      .insert(studies)
      .values({ ...s, state: 'open' })
      .returning({ id: studies.id });
    if (!study) throw new Error('the study was not stored');
    await owners.evaluations.openFor(tx, study.id, owners.squadOfGroup(s.studyGroupId));
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
export async function reopenStudy(db: Db, owners: StudyOwners, id: number, on: string): Promise<boolean> {
  const answered = owners.evaluations.hasAnswer(studies.id);
  const changed = await db
    .update(studies)
    .set({ state: sql`case when ${answered} then 'inprogress' else 'open' end` })
    .where(and(eq(studies.id, id), eq(studies.state, 'closed'), gte(studies.dueDate, on)))
    .returning({ id: studies.id });
  return changed.length > 0;
}

/**
 * A study that has not ended (studyMayCancel) → cancelled, and in the same transaction its unfinished
 * evaluations → cancelled (the evaluations module's `cancelAnswerable`); finished evaluations (and their reports) stay. Answers how many evaluations were
 * cancelled, or null when the study could not be cancelled (atomic: a second cancel changes nothing).
 */
export async function cancelStudy(
  db: Db,
  owners: StudyOwners,
  id: number,
  on: string,
  audit: (tx: Pick<Db, 'insert'>) => Promise<void>,
): Promise<number | null> {
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
    const cancelled = await owners.evaluations.cancelAnswerable(tx, id);
    await audit(tx);
    return cancelled;
  });
}
