import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/admin/quiz/{id}: one version with its content and the quiz's versions. */
export const getQuizVersion = (id: number) => apiClient.get('/api/admin/quiz/{id}', { path: { id } });
export const quizVersionQuery = (id: number) => queryOptions({ queryKey: ['admin', 'quiz-version', id], queryFn: () => getQuizVersion(id) });
export const useQuizVersion = (id: number) => useQuery(quizVersionQuery(id));
