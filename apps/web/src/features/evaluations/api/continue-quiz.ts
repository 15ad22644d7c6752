import { preferredLanguage } from '@club-pulse/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The next unanswered question, or the one at `position` when the player goes back; texts in `lang`. */
export const continueQuiz = (id: number, lang: string, position?: number) =>
  apiClient.get('/api/evaluation/{id}/continueQuiz', { path: { id }, query: { lang: preferredLanguage(lang), position: position || undefined } });

export const continueQuizQuery = (id: number, lang: string, position?: number) =>
  queryOptions({
    queryKey: ['evaluations', id, 'continue', lang, position ?? 'next'],
    queryFn: () => continueQuiz(id, lang, position),
    // The question on screen must be the server's current one: never served from an older cache.
    staleTime: 0,
  });

export const useContinueQuiz = (id: number, lang: string, position?: number) => useQuery(continueQuizQuery(id, lang, position));
