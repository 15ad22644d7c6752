import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/admin/quiz */
export const getQuizzes = () => apiClient.get('/api/admin/quiz');
export const quizzesQuery = () => queryOptions({ queryKey: ['admin', 'quizzes'], queryFn: getQuizzes });
export const useQuizzes = () => useQuery(quizzesQuery());
