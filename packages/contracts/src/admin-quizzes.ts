import { z } from 'zod';
import { BooleanFilter, IdFilter, listQuery, pageOf } from './admin-lists.ts';
import { QuizStatus } from './enums.ts';
import { CODE_PATTERN, QUIZ_LIMITS, QuizDraft } from './quiz-document.ts';
import { singleLineText } from './text.ts';

/**
 * A quiz in the admin list (GET /api/admin/quiz): one row per quiz, showing its current version (the latest
 * published one, or the draft of a quiz never published). `studies` counts the studies of every version;
 * `draftId` is the quiz's draft of its next version, if one is being written. `enabled` applies to the whole
 * quiz: a disabled quiz cannot be chosen for a new study, whatever its version.
 */
export const AdminQuiz = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  version: z.number().int(),
  status: QuizStatus,
  name: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  enabled: z.boolean(),
  hasKeyTermSummary: z.boolean(),
  studies: z.number().int(),
  questions: z.number().int(),
  draftId: z.number().int().nullable(),
  /** The library quiz this quiz was installed from, if any. */
  libraryKey: z.string().nullable(),
});
export type AdminQuiz = z.infer<typeof AdminQuiz>;
export const AdminQuizzesResponse = z.array(AdminQuiz);
export type AdminQuizzesResponse = z.infer<typeof AdminQuizzesResponse>;

export const QUIZ_SORTS = ['name', 'category', 'enabled'] as const;
/** GET /api/admin/quiz/page: the quizzes list (one row per quiz, as GET /api/admin/quiz), one page. `q`: the name begins with it. */
export const AdminQuizzesQuery = listQuery(QUIZ_SORTS, { sort: 'name', dir: 'asc' }, { enabled: BooleanFilter.optional(), categoryId: IdFilter });
export type AdminQuizzesQuery = z.infer<typeof AdminQuizzesQuery>;
export const AdminQuizzesPage = pageOf(AdminQuiz);
export type AdminQuizzesPage = z.infer<typeof AdminQuizzesPage>;

/** One version of a quiz in the version list of its page. `current`: the version new studies get. */
export const QuizVersionSummary = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: QuizStatus,
  publishedAt: z.string().nullable(),
  studies: z.number().int(),
  current: z.boolean(),
});
export type QuizVersionSummary = z.infer<typeof QuizVersionSummary>;

/**
 * GET /api/admin/quiz/{id}: one version with its whole content (a draft's as saved; a published version's as
 * its studies answer it) and the quiz's versions, newest first.
 */
export const QuizVersionResponse = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  version: z.number().int(),
  status: QuizStatus,
  enabled: z.boolean(),
  publishedAt: z.string().nullable(),
  studies: z.number().int(),
  current: z.boolean(),
  libraryKey: z.string().nullable(),
  content: QuizDraft,
  versions: z.array(QuizVersionSummary),
  /**
   * A draft whose content is that of the quiz's current version, word for word: publishing it would add a
   * version that changes nothing (the editor asks first). False for a published version and for a quiz never
   * published.
   */
  unchanged: z.boolean(),
});
export type QuizVersionResponse = z.infer<typeof QuizVersionResponse>;

/** POST /api/admin/quiz (a new quiz's first draft) and PUT /api/admin/quiz/{id} (a draft saved again). */
export const SaveQuizDraftRequest = QuizDraft;
export type SaveQuizDraftRequest = z.infer<typeof SaveQuizDraftRequest>;

/** A quiz of the shipped library (GET /api/admin/quiz/library); `installedQuizId`: its current version here, if installed. */
export const LibraryQuiz = z.object({
  key: z.string(),
  name: z.string(),
  category: z.string(),
  hasKeyTermSummary: z.boolean(),
  keyTerms: z.number().int(),
  questions: z.number().int(),
  installedQuizId: z.number().int().nullable(),
});
export type LibraryQuiz = z.infer<typeof LibraryQuiz>;
export const LibraryQuizzesResponse = z.array(LibraryQuiz);
export type LibraryQuizzesResponse = z.infer<typeof LibraryQuizzesResponse>;

export const LibraryKeyParams = z.object({ key: singleLineText().max(QUIZ_LIMITS.code).regex(CODE_PATTERN) });
export type LibraryKeyParams = z.infer<typeof LibraryKeyParams>;

/** POST /api/admin/quiz/library/{key}/install: the installed quiz; installing again installs nothing and says so. */
export const InstallLibraryQuizResponse = z.object({ quiz: AdminQuiz, alreadyInstalled: z.boolean() });
export type InstallLibraryQuizResponse = z.infer<typeof InstallLibraryQuizResponse>;
