import type { AdminQuizzesQuery } from '@club-pulse/contracts/admin-quizzes';
import type { AnswerLabelKey, QuizContent, QuizDraft } from '@club-pulse/contracts/quiz-document';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { expectRows } from '../../db/rows.ts';
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
import { keyTerms, questions, quizCategories, quizFamilies, quizzes } from './tables.ts';
import type { LocalizedText } from '../../db/schema/columns.ts';
import { qualified, tableAs } from '../../db/sql.ts';

/** Every query of quizzes, their versions and their categories (docs/decisions/0007). */

/**
 * How many studies run on the quiz versions that `rest(quizId)` picks, as a correlated count: `rest` is the
 * sub-select after `from studies`. The studies module's `studyCountOfQuizzes`, handed over by app.ts (the studies
 * module is above this one: it asks `findQuizForStudy`).
 */
export type StudyCount = (rest: (quizId: AnyPgColumn) => SQL) => SQL<number>;

/**
 * The category of a study group, as a sub-select: the study groups module's `categoryOfStudyGroup`, handed over by
 * app.ts (that module is above this one: it asks `categoryExists`).
 */
export type CategoryOfStudyGroup = (studyGroupId: number) => SQL<number>;

const later = tableAs(quizzes, 'later');
/** No later published version in the family: the version new studies get. */
const isCurrent = qualified(
  sql<boolean>`(${quizzes.status} = 'published' and not exists (select 1 from ${later.from} where ${later.t.familyId} = ${quizzes.familyId} and ${later.t.status} = 'published' and ${later.t.version} > ${quizzes.version}))`,
);
/** A study may start on it: published, enabled, current. */
const isAvailable = qualified(sql<boolean>`(${quizzes.enabled} and ${isCurrent})`);

/** How many studies run on this version. */
const versionStudies = (studyCount: StudyCount) => studyCount((quizId) => sql`where ${quizId} = ${quizzes.id}`);
const familyVersions = tableAs(quizzes, 'fv');
/** How many studies run on any version of this quiz. */
const familyStudies = (studyCount: StudyCount) =>
  studyCount(
    (quizId) => sql`join ${familyVersions.from} on ${familyVersions.t.id} = ${quizId} where ${familyVersions.t.familyId} = ${quizzes.familyId}`,
  );
const draftOfFamily = tableAs(quizzes, 'd');
const questionCount = qualified(sql<number>`(select count(*) from ${questions} where ${questions.quizId} = ${quizzes.id})`).mapWith(Number);

/** The admin list's row of a quiz: its current version (latest published, else its draft). */
const familyRowFields = (studyCount: StudyCount) => ({
  id: quizzes.id,
  familyId: quizzes.familyId,
  version: quizzes.version,
  status: quizzes.status,
  name: quizzes.name,
  categoryId: quizzes.categoryId,
  category: quizCategories.name,
  enabled: quizzes.enabled,
  hasKeyTermSummary: quizzes.hasKeyTermSummary,
  studies: familyStudies(studyCount),
  // A draft's questions are counted in its document; a published version's in its rows.
  questions:
    sql<number>`(case when ${quizzes.status} = 'draft' then coalesce(jsonb_array_length(${quizzes.draft} -> 'questions'), 0) else ${questionCount} end)`.mapWith(
      Number,
    ),
  draftId: qualified(
    sql<
      number | null
    >`(select ${draftOfFamily.t.id} from ${draftOfFamily.from} where ${draftOfFamily.t.familyId} = ${quizzes.familyId} and ${draftOfFamily.t.status} = 'draft')`,
  ),
  libraryKey: quizFamilies.libraryKey,
});

const newerInFamily = tableAs(quizzes, 'newer');
/** The one row of each family the list shows: no published version after it, and no published version at all if it is the draft. */
const isFamilyRow = qualified(sql<boolean>`(
  (${quizzes.status} = 'published' and not exists (select 1 from ${newerInFamily.from} where ${newerInFamily.t.familyId} = ${quizzes.familyId} and ${newerInFamily.t.status} = 'published' and ${newerInFamily.t.version} > ${quizzes.version}))
  or (${quizzes.status} = 'draft' and not exists (select 1 from ${newerInFamily.from} where ${newerInFamily.t.familyId} = ${quizzes.familyId} and ${newerInFamily.t.status} = 'published')))`);

const familyRows = (db: Db, studyCount: StudyCount) =>
  db
    .select(familyRowFields(studyCount))
    .from(quizzes)
    .innerJoin(quizCategories, eq(quizCategories.id, quizzes.categoryId))
    .innerJoin(quizFamilies, eq(quizFamilies.id, quizzes.familyId))
    .$dynamic();

export const listQuizFamilies = (db: Db, studyCount: StudyCount) =>
  familyRows(db, studyCount).where(isFamilyRow).orderBy(sql`lower(${quizzes.name})`, asc(quizzes.familyId));

/** The folded name of the quiz's category, read only when the list sorts by it. */
const categoryName = qualified(sql`(select lower(${quizCategories.name}) from ${quizCategories} where ${quizCategories.id} = ${quizzes.categoryId})`);

/** The quizzes list's shape (db/list-statements.ts): what decides its SQL text. */
const quizShape = (query: AdminQuizzesQuery) => ({
  ...sortedSearchShape(query),
  enabled: query.enabled ?? null,
  categoryId: query.categoryId !== undefined,
});
type QuizShape = ReturnType<typeof quizShape>;

/** The quizzes list's order: the sort key (the name folded, as stored and indexed), then the id. */
function quizKeys(shape: QuizShape): Array<AnyPgColumn | SQL> {
  const keys: Array<AnyPgColumn | SQL> = {
    name: [quizzes.foldedName],
    category: [categoryName, quizzes.foldedName],
    enabled: [quizzes.enabled, quizzes.foldedName],
  }[shape.sort];
  return [...keys, quizzes.id];
}

/** The quizzes list's rows (one per quiz), search (beginning of the name) and filters (enabled, category). */
const quizPageWhere = (shape: QuizShape) =>
  and(
    isFamilyRow,
    startsWithPattern(shape.search, [quizzes.foldedName]),
    shape.enabled ? eq(quizzes.enabled, shape.enabled === 'true') : undefined,
    shape.categoryId ? eq(quizzes.categoryId, param('categoryId')) : undefined,
  );

/** The page's statement and the count's, for one shape. */
function quizPageStatements(db: Db, studyCount: StudyCount, shape: QuizShape, paging: Paging) {
  const where = quizPageWhere(shape);
  const keys = quizKeys(shape);
  const ids = pageIds(
    (fields, condition) => db.select(fields).from(quizzes).where(and(where, condition)).$dynamic(),
    quizzes.id,
    keys,
    shape.dir,
    paging,
  );
  return {
    page: familyRows(db, studyCount)
      .innerJoin(ids, eq(ids.id, quizzes.id))
      .orderBy(...ordered(keys, shape.dir))
      .prepare(''),
    count: db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(quizzes)
      .where(where)
      .prepare(''),
  };
}

/** One page of the quizzes list and its total: the page's ids first (by keyset, `pageIds`), then only their counts. */
export async function listQuizFamiliesPage(db: Db, studyCount: StudyCount, query: AdminQuizzesQuery, paging: Paging = 'keyset') {
  const statements = shapedStatements(db, `quizzes ${paging}`, quizShape(query), (shape) => quizPageStatements(db, studyCount, shape, paging));
  const values = { categoryId: query.categoryId, pattern: searchPattern(query.q), ...pageValues(query.page, query.pageSize) };
  const [items, [counted]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  return { items, total: Number(counted?.total ?? 0) };
}

export async function findQuizFamily(db: Db, studyCount: StudyCount, familyId: number) {
  const [row] = await familyRows(db, studyCount).where(and(isFamilyRow, eq(quizzes.familyId, familyId)));
  return row;
}

/** Enables or disables every version of a version's family; the family's id, or null when there is no such version. */
export async function setFamilyEnabled(db: Db, quizId: number, enabled: boolean): Promise<number | null> {
  const [version] = await db.select({ familyId: quizzes.familyId }).from(quizzes).where(eq(quizzes.id, quizId));
  if (!version) return null;
  await db.update(quizzes).set({ enabled }).where(eq(quizzes.familyId, version.familyId));
  return version.familyId;
}

/** One version, with what its page shows about it. */
export async function findVersion(db: Db, studyCount: StudyCount, id: number) {
  const [row] = await db
    .select({
      id: quizzes.id,
      familyId: quizzes.familyId,
      version: quizzes.version,
      status: quizzes.status,
      name: quizzes.name,
      category: quizCategories.name,
      hasKeyTermSummary: quizzes.hasKeyTermSummary,
      enabled: quizzes.enabled,
      answerLabels: quizzes.answerLabels,
      draft: quizzes.draft,
      publishedAt: quizzes.publishedAt,
      studies: versionStudies(studyCount),
      current: isCurrent,
      libraryKey: quizFamilies.libraryKey,
    })
    .from(quizzes)
    .innerJoin(quizCategories, eq(quizCategories.id, quizzes.categoryId))
    .innerJoin(quizFamilies, eq(quizFamilies.id, quizzes.familyId))
    .where(eq(quizzes.id, id));
  return row;
}
export type VersionRow = NonNullable<Awaited<ReturnType<typeof findVersion>>>;

/** Every version of a family, newest first. */
export const listVersions = (db: Db, studyCount: StudyCount, familyId: number) =>
  db
    .select({
      id: quizzes.id,
      version: quizzes.version,
      status: quizzes.status,
      publishedAt: quizzes.publishedAt,
      studies: versionStudies(studyCount),
      current: isCurrent,
    })
    .from(quizzes)
    .where(eq(quizzes.familyId, familyId))
    .orderBy(desc(quizzes.version));

/** A published version's key terms and questions, in their order. */
export async function publishedContentRows(db: Db, quizId: number) {
  const [terms, items] = await Promise.all([
    db
      .select({ id: keyTerms.id, code: keyTerms.code, name: keyTerms.name, description: keyTerms.description })
      .from(keyTerms)
      .where(eq(keyTerms.quizId, quizId))
      .orderBy(asc(keyTerms.position), asc(keyTerms.id)),
    db
      .select({ keyTerm: keyTerms.code, text: questions.text, help: questions.help, reversed: questions.reversed })
      .from(questions)
      .innerJoin(keyTerms, eq(keyTerms.id, questions.keyTermId))
      .where(eq(questions.quizId, quizId))
      .orderBy(asc(questions.position)),
  ]);
  return { keyTerms: terms, questions: items };
}

/** Locks a family until the transaction ends (its versions are numbered, drafted and published one at a time). */
export async function lockFamily(db: Db, familyId: number): Promise<boolean> {
  const [row] = await db.select({ id: quizFamilies.id }).from(quizFamilies).where(eq(quizFamilies.id, familyId)).for('update');
  return row !== undefined;
}

/** Locks one version row until the transaction ends; its status and family. */
export async function lockVersion(db: Db, id: number) {
  const [row] = await db
    .select({ id: quizzes.id, familyId: quizzes.familyId, status: quizzes.status, draft: quizzes.draft })
    .from(quizzes)
    .where(eq(quizzes.id, id))
    .for('update');
  return row;
}

/** A new family; with a library key, null when a family of that key exists already (installed before, or just now by another call). */
export async function insertFamily(db: Db, libraryKey: string | null = null): Promise<number | null> {
  const inserted = await db
    .insert(quizFamilies)
    .values({ libraryKey })
    .onConflictDoNothing({ target: quizFamilies.libraryKey })
    .returning({ id: quizFamilies.id });
  return inserted[0]?.id ?? null;
}

export async function deleteFamilyIfEmpty(db: Db, familyId: number) {
  await db
    .delete(quizFamilies)
    .where(and(eq(quizFamilies.id, familyId), sql`not exists (select 1 from ${quizzes} where ${quizzes.familyId} = ${familyId})`));
}

/** The family installed from a library file, if any. */
export async function findFamilyByLibraryKey(db: Db, key: string) {
  const [row] = await db.select({ id: quizFamilies.id }).from(quizFamilies).where(eq(quizFamilies.libraryKey, key));
  return row;
}

/** The library keys installed here, each with its family. */
export const installedLibraryFamilies = (db: Db) =>
  db.select({ key: quizFamilies.libraryKey, familyId: quizFamilies.id }).from(quizFamilies).where(sql`${quizFamilies.libraryKey} is not null`);

/** The next version number of a family. */
export async function nextVersion(db: Db, familyId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${quizzes.version}), 0) + 1`.mapWith(Number) })
    .from(quizzes)
    .where(eq(quizzes.familyId, familyId));
  return row?.next ?? 1;
}

/** Whether the family's quiz is enabled (the same on every version; a family never published is). */
export async function familyEnabled(db: Db, familyId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: quizzes.enabled })
    .from(quizzes)
    .where(and(eq(quizzes.familyId, familyId), eq(quizzes.status, 'published')))
    .orderBy(desc(quizzes.version))
    .limit(1);
  return row?.enabled ?? true;
}

/** The family's draft, if one is being written. */
export async function findDraftOfFamily(db: Db, familyId: number) {
  const [row] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.familyId, familyId), eq(quizzes.status, 'draft')));
  return row;
}

interface DraftFields {
  name: string;
  categoryId: number;
  hasKeyTermSummary: boolean;
  draft: QuizDraft;
}

export async function insertDraft(db: Db, o: DraftFields & { familyId: number; version: number; enabled: boolean }): Promise<number> {
  const [row] = expectRows(
    await db
      .insert(quizzes)
      .values({ ...o, status: 'draft' })
      .returning({ id: quizzes.id }),
    1,
  );
  return row.id;
}

/** Saves a draft again (only a draft: false when `id` is not one). */
export async function updateDraft(db: Db, id: number, o: DraftFields): Promise<boolean> {
  const changed = await db
    .update(quizzes)
    .set(o)
    .where(and(eq(quizzes.id, id), eq(quizzes.status, 'draft')))
    .returning({ id: quizzes.id });
  return changed.length > 0;
}

/** Deletes a draft (never a published version); its family, when that leaves it empty. */
export async function deleteDraft(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(quizzes)
    .where(and(eq(quizzes.id, id), eq(quizzes.status, 'draft')))
    .returning({ familyId: quizzes.familyId });
  const [row] = deleted;
  if (!row) return false;
  await deleteFamilyIfEmpty(db, row.familyId);
  return true;
}

type Labels = Record<AnswerLabelKey, LocalizedText>;

/**
 * Writes a complete quiz's key terms and questions as the rows of version `quizId` (positions from 1, in the
 * content's order) and marks it published with its answer labels: from here on the version never changes.
 */
export async function publishVersion(db: Db, quizId: number, content: QuizContent, o: { categoryId: number; enabled: boolean }): Promise<void> {
  const terms = await db
    .insert(keyTerms)
    .values(content.keyTerms.map((kt, i) => ({ quizId, code: kt.code, position: i + 1, name: kt.name, description: kt.description })))
    .returning({ id: keyTerms.id, code: keyTerms.code });
  const idOf = new Map(terms.map((t) => [t.code, t.id]));
  await db.insert(questions).values(
    content.questions.map((q, i) => ({
      quizId,
      keyTermId: idOf.get(q.keyTerm) as number,
      position: i + 1,
      text: q.text,
      help: q.help,
      reversed: q.reversed,
    })),
  );
  await db
    .update(quizzes)
    .set({
      status: 'published',
      name: content.name,
      categoryId: o.categoryId,
      hasKeyTermSummary: content.hasKeyTermSummary,
      enabled: o.enabled,
      answerLabels: content.answerLabels as Labels,
      draft: null,
      publishedAt: sql`now()`,
    })
    .where(and(eq(quizzes.id, quizId), eq(quizzes.status, 'draft')));
}

/** The quizzes a new study of the group may use: of the group's category, each quiz's current version if enabled. */
export const listQuizzesForGroup = (db: Db, categoryOfStudyGroup: CategoryOfStudyGroup, studyGroupId: number) =>
  db
    .select({ id: quizzes.id, name: quizzes.name, category: quizCategories.name, hasKeyTermSummary: quizzes.hasKeyTermSummary })
    .from(quizzes)
    .innerJoin(quizCategories, eq(quizCategories.id, quizzes.categoryId))
    .where(and(eq(quizzes.categoryId, categoryOfStudyGroup(studyGroupId)), isAvailable))
    .orderBy(asc(quizzes.name));

/** What a new study needs to know of its quiz: whether a study may start on it (published, enabled, current), and its category. */
export async function findQuizForStudy(db: Db, quizId: number) {
  const [row] = await db
    .select({ id: quizzes.id, categoryId: quizzes.categoryId, available: isAvailable })
    .from(quizzes)
    .where(eq(quizzes.id, quizId));
  return row;
}
