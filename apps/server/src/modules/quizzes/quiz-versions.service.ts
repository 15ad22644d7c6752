import type { QuizVersionResponse } from '@club-pulse/contracts/admin-quizzes';
import {
  exportFileName,
  QUIZ_PROBLEMS,
  type QuizContent,
  QuizDocument,
  type QuizDraft,
  type QuizProblem,
  quizContentOf,
  quizDocumentOf,
  quizDocumentProblems,
} from '@club-pulse/contracts/quiz-document';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { contentOf } from './quiz-documents.ts';
import * as repo from './quizzes.repository.ts';
import { ensureCategory } from './quiz-categories.repository.ts';
import type { StudyCount } from './quizzes.repository.ts';

/**
 * The versions of a quiz (docs/decisions/0007): drafts written and changed in place, published versions that
 * never change, a change as the next version; import and export of a version as a quiz file.
 */

type Tx = Db;
const inTransaction = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Tx));

/**
 * The problems as the error's items: each names its field path (`questions[3].text.de`) and what is wrong. A
 * file's problems are ValidationError items (400), as any request body's; a draft that cannot be published yet
 * answers QuizIncomplete (409), with the same items.
 */
function problemsError(code: 'ValidationError' | 'QuizIncomplete', problems: QuizProblem[]): AppError {
  return new AppError(code, {
    items: problems.map((p) => ({ code, message: QUIZ_PROBLEMS[p.problem], ...(p.path ? { field: p.path } : {}) })),
  });
}

/** A version's content (a draft's as saved, a published version's from its rows). */
async function versionContent(db: Db, version: repo.VersionRow): Promise<QuizDraft> {
  return contentOf(version, version.status === 'published' ? await repo.publishedContentRows(db, version.id) : undefined);
}

/** Two contents are the same quiz: `contentOf` writes both in one order (fields, languages, labels), so their JSON compares. */
const sameContent = (a: QuizDraft, b: QuizDraft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A draft that would change nothing if published: its content is that of the quiz's current version (a next
 * version drafted and left as it was). A draft of a quiz never published replaces nothing.
 */
async function draftUnchanged(db: Db, studyCount: StudyCount, content: QuizDraft, currentId: number | undefined): Promise<boolean> {
  if (currentId === undefined) return false;
  const current = await repo.findVersion(db, studyCount, currentId);
  return current !== undefined && sameContent(content, await versionContent(db, current));
}

/** One version with its content and its quiz's versions. `studyCount`: the studies module's `studyCountOfQuizzes`. */
export async function getVersion(db: Db, studyCount: StudyCount, id: number): Promise<QuizVersionResponse> {
  const version = await repo.findVersion(db, studyCount, id);
  if (!version) throw new AppError('NotFound');
  const [content, versions] = await Promise.all([versionContent(db, version), repo.listVersions(db, studyCount, version.familyId)]);
  const unchanged = version.status === 'draft' && (await draftUnchanged(db, studyCount, content, versions.find((v) => v.current)?.id));
  return {
    id: version.id,
    familyId: version.familyId,
    version: version.version,
    status: version.status,
    enabled: version.enabled,
    publishedAt: version.publishedAt?.toISOString() ?? null,
    studies: version.studies,
    current: version.current,
    libraryKey: version.libraryKey,
    content,
    versions: versions.map((v) => ({ ...v, publishedAt: v.publishedAt?.toISOString() ?? null })),
    unchanged,
  };
}

const draftFields = async (tx: Tx, content: QuizDraft) => ({
  name: content.name,
  categoryId: await ensureCategory(tx, content.category),
  hasKeyTermSummary: content.hasKeyTermSummary,
  draft: content,
});

/** A quiz's name for the audit trail (a draft's may still be empty). */
const quizLabel = (content: { name?: string }) => content.name?.trim() || null;

/** A new quiz: version 1, a draft (its texts may still be missing). */
export async function createQuiz(db: Db, studyCount: StudyCount, actorId: number, content: QuizDraft): Promise<QuizVersionResponse> {
  const id = await inTransaction(db, async (tx) => {
    const familyId = (await repo.insertFamily(tx)) as number;
    const draftId = await repo.insertDraft(tx, { ...(await draftFields(tx, content)), familyId, version: 1, enabled: true });
    await recordAudit(tx, actorId, 'quiz.create', `quiz:${draftId}`, quizLabel(content));
    return draftId;
  });
  return getVersion(db, studyCount, id);
}

/** Saves a draft again, in place. A published version is never changed: 409 QuizVersionPublished. */
export async function saveDraft(db: Db, studyCount: StudyCount, actorId: number, id: number, content: QuizDraft): Promise<QuizVersionResponse> {
  await inTransaction(db, async (tx) => {
    const version = await repo.lockVersion(tx, id);
    if (!version) throw new AppError('NotFound');
    if (version.status !== 'draft') throw new AppError('QuizVersionPublished');
    await repo.updateDraft(tx, id, await draftFields(tx, content));
    await recordAudit(tx, actorId, 'quiz.update', `quiz:${id}`, quizLabel(content));
  });
  return getVersion(db, studyCount, id);
}

/**
 * The draft of the next version of `id`'s quiz, its content copied from version `id` (usually the current one;
 * an older one brings its wording back). When the quiz has a draft already, that draft: one at a time.
 */
export async function draftNextVersion(
  db: Db,
  studyCount: StudyCount,
  actorId: number,
  id: number,
): Promise<{ created: boolean; version: QuizVersionResponse }> {
  const base = await repo.findVersion(db, studyCount, id);
  if (!base) throw new AppError('NotFound');
  const content = await versionContent(db, base);
  const { created, draftId } = await inTransaction(db, async (tx) => {
    await repo.lockFamily(tx, base.familyId);
    const existing = await repo.findDraftOfFamily(tx, base.familyId);
    if (existing) return { created: false, draftId: existing.id };
    const fields = await draftFields(tx, content);
    const version = await repo.nextVersion(tx, base.familyId);
    const enabled = await repo.familyEnabled(tx, base.familyId);
    const draftId = await repo.insertDraft(tx, { ...fields, familyId: base.familyId, version, enabled });
    await recordAudit(tx, actorId, 'quiz.draft', `quiz:${draftId} from:quiz:${id}`, quizLabel(content));
    return { created: true, draftId };
  });
  return { created, version: await getVersion(db, studyCount, draftId) };
}

/**
 * Publishes a draft: only when it is a complete quiz (every text in every language, every key term asked),
 * otherwise 409 QuizIncomplete listing every missing text by path. Its rows are written, and it becomes the
 * version new studies get; the earlier versions stay for their studies. Audited.
 */
export async function publish(db: Db, studyCount: StudyCount, actorId: number, id: number): Promise<QuizVersionResponse> {
  await inTransaction(db, async (tx) => {
    const row = await repo.lockVersion(tx, id);
    if (!row) throw new AppError('NotFound');
    await repo.lockFamily(tx, row.familyId);
    if (row.status !== 'draft' || !row.draft) throw new AppError('QuizVersionPublished');
    const document = quizDocumentOf(row.draft);
    const problems = quizDocumentProblems(document);
    if (problems.length) throw problemsError('QuizIncomplete', problems);
    const content = quizContentOf(QuizDocument.parse(document));
    const categoryId = await ensureCategory(tx, content.category);
    await repo.publishVersion(tx, id, content, { categoryId, enabled: await repo.familyEnabled(tx, row.familyId) });
    await recordAudit(tx, actorId, 'quiz.publish', `quiz:${id}`);
  });
  return getVersion(db, studyCount, id);
}

/** Throws a draft away (never a published version); a quiz that was only that draft goes with it. */
export async function discardDraft(db: Db, actorId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await repo.lockVersion(tx, id);
    if (!row) throw new AppError('NotFound');
    if (row.status !== 'draft') throw new AppError('QuizVersionPublished');
    await repo.deleteDraft(tx, id);
    await recordAudit(tx, actorId, 'quiz.delete', `quiz:${id}`, row.draft ? quizLabel(row.draft) : null);
  });
}

/**
 * A version as a quiz file (docs/quiz-format.md), and a name for it. Only a complete quiz makes a valid file:
 * a draft with missing texts answers 409 QuizIncomplete listing them.
 */
export async function exportVersion(
  db: Db,
  studyCount: StudyCount,
  id: number,
  actorId: number,
): Promise<{ document: QuizDocument; fileName: string }> {
  const version = await repo.findVersion(db, studyCount, id);
  if (!version) throw new AppError('NotFound');
  const document = quizDocumentOf(await versionContent(db, version));
  const problems = quizDocumentProblems(document);
  if (problems.length) throw problemsError('QuizIncomplete', problems);
  await recordAudit(db, actorId, 'quiz.export', `quiz:${id}`);
  return { document: QuizDocument.parse(document), fileName: exportFileName(version.name, version.version) };
}

/**
 * A quiz file becomes a new quiz: version 1, a draft to review, preview and publish. A file with problems is
 * refused with every problem by its field path, and nothing is stored. Audited.
 */
export async function importDocument(db: Db, studyCount: StudyCount, actorId: number, input: unknown): Promise<QuizVersionResponse> {
  const problems = quizDocumentProblems(input);
  if (problems.length) throw problemsError('ValidationError', problems);
  const content: QuizContent = quizContentOf(QuizDocument.parse(input));
  const id = await inTransaction(db, async (tx) => {
    const familyId = (await repo.insertFamily(tx)) as number;
    const draftId = await repo.insertDraft(tx, { ...(await draftFields(tx, content)), familyId, version: 1, enabled: true });
    await recordAudit(tx, actorId, 'quiz.import', `quiz:${draftId}`);
    return draftId;
  });
  return getVersion(db, studyCount, id);
}
