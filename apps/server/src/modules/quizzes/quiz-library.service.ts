import type { AdminQuiz, LibraryQuiz } from '@club-pulse/contracts/admin-quizzes';
import { type QuizContent, QuizDocument, quizContentOf, quizDocumentProblems } from '@club-pulse/contracts/quiz-document';
import { QUIZ_LIBRARY } from '../../content/quizzes/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './quizzes.repository.ts';
import { ensureCategory } from './quiz-categories.repository.ts';
import type { StudyCount } from './quizzes.repository.ts';

/** The shipped library (`content/quizzes`): what an admin may install, and installing it on any installation. */

let parsed: Map<string, QuizContent> | null = null;
/** The library's quizzes, checked once (a broken file stops here, and `library.test.ts` fails before any release). */
function library(): Map<string, QuizContent> {
  if (!parsed) {
    parsed = new Map(
      QUIZ_LIBRARY.map(({ key, document }) => {
        const problems = quizDocumentProblems(document);
        if (problems.length) throw new Error(`library quiz ${key}: ${problems.map((p) => `${p.path} ${p.problem}`).join(', ')}`);
        return [key, quizContentOf(QuizDocument.parse(document))];
      }),
    );
  }
  return parsed;
}

/** Every quiz of the library, and the current version of it here when installed. */
export async function listLibrary(db: Db, studyCount: StudyCount): Promise<LibraryQuiz[]> {
  const installed = new Map((await repo.installedLibraryFamilies(db)).map((f) => [f.key, f.familyId]));
  const out: LibraryQuiz[] = [];
  for (const [key, quiz] of library()) {
    const familyId = installed.get(key);
    const family = familyId === undefined ? undefined : await repo.findQuizFamily(db, studyCount, familyId);
    out.push({
      key,
      name: quiz.name,
      category: quiz.category,
      hasKeyTermSummary: quiz.hasKeyTermSummary,
      keyTerms: quiz.keyTerms.length,
      questions: quiz.questions.length,
      installedQuizId: family?.id ?? null,
    });
  }
  return out;
}

/**
 * Installs a library quiz as version 1 of a new quiz, published and enabled. Installed already (before, or by
 * a call at the same moment: the family's library key is unique), nothing is written and the installed quiz
 * is answered with `alreadyInstalled`. Audited when an admin installs (`actorId`); the demo data installs too.
 * `studyCount`: the studies module's `studyCountOfQuizzes` (the installed quiz's number of studies).
 */
export async function installLibraryQuiz(
  db: Db,
  studyCount: StudyCount,
  key: string,
  actorId: number | null,
): Promise<{ quiz: AdminQuiz; alreadyInstalled: boolean }> {
  const content = library().get(key);
  if (!content) throw new AppError('NotFound');
  const familyId = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const newFamily = await repo.insertFamily(tx, key);
    if (newFamily === null) return null;
    const categoryId = await ensureCategory(tx, content.category);
    const id = await repo.insertDraft(tx, {
      familyId: newFamily,
      version: 1,
      enabled: true,
      name: content.name,
      categoryId,
      hasKeyTermSummary: content.hasKeyTermSummary,
      draft: content,
    });
    await repo.publishVersion(tx, id, content, { categoryId, enabled: true });
    if (actorId !== null) await recordAudit(tx, actorId, 'quiz.install', `quiz:${id}`);
    return newFamily;
  });
  const installedFamily = familyId ?? (await repo.findFamilyByLibraryKey(db, key))?.id;
  const quiz = installedFamily === undefined ? undefined : await repo.findQuizFamily(db, studyCount, installedFamily);
  if (!quiz) throw new AppError('NotFound');
  return { quiz, alreadyInstalled: familyId === null };
}
