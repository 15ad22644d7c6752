import type { Language } from '@club-pulse/contracts/constants';
import type { AnswerLabels } from '@club-pulse/contracts/evaluations';
import type { Db } from '../../db/client.ts';
import { quizAnswerLabels, quizQuestions } from '../quizzes/index.ts';

export type QuizQuestion = Awaited<ReturnType<typeof quizQuestions>>[number];
export interface QuizContent {
  questions: QuizQuestion[];
  answerLabels: AnswerLabels;
}

/**
 * The questions and answer labels of a quiz version in one language, read once per database handle and then
 * kept in memory.
 *
 * Safe because a published version never changes (docs/decisions/0007: no route changes one, a change is the
 * next version), and only published versions have studies, hence evaluations; a draft is never read here.
 * Nothing here is state that another server instance needs: each instance reads the same rows. Keyed by the
 * database handle, so that test apps never share it. A quiz without questions or labels is not kept (it may be
 * in the middle of being written).
 */
const caches = new WeakMap<Db, Map<string, Promise<QuizContent | null>>>();

export function quizContent(db: Db, quizId: number, lang: Language): Promise<QuizContent | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${quizId}:${lang}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const loading = Promise.all([quizQuestions(db, quizId, lang), quizAnswerLabels(db, quizId, lang)]).then(([questions, answerLabels]) =>
    questions.length > 0 && answerLabels ? { questions, answerLabels } : null,
  );
  cache.set(key, loading);
  const forget = () => cache.delete(key);
  loading.then((content) => content === null && forget(), forget);
  return loading;
}
