import type { Language } from '@club-pulse/contracts/constants';
import type { Db } from '../../db/client.ts';
import * as repo from './evaluations.repository.ts';

export type QuizQuestion = Awaited<ReturnType<typeof repo.quizQuestions>>[number];

/**
 * The questions of a quiz in one language, read once per database handle and then kept in memory.
 *
 * Safe because a quiz's questions never change once written (no route edits them; only the seed and the
 * test factories insert them, before anybody answers). Nothing here is state that another server instance
 * needs: each instance reads the same rows. Keyed by the database handle, so that test apps never share it.
 * A quiz without questions is not kept (it may be in the middle of being written).
 */
const caches = new WeakMap<Db, Map<string, Promise<QuizQuestion[]>>>();

export function quizQuestions(db: Db, quizId: number, lang: Language): Promise<QuizQuestion[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${quizId}:${lang}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const loading = repo.quizQuestions(db, quizId, lang);
  cache.set(key, loading);
  const forget = () => cache.delete(key);
  loading.then((rows) => rows.length === 0 && forget(), forget);
  return loading;
}
