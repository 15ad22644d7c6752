import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/admin/quiz/library */
export const getQuizLibrary = () => apiClient.get('/api/admin/quiz/library');
export const quizLibraryQuery = () => queryOptions({ queryKey: ['admin', 'quiz-library'], queryFn: getQuizLibrary });
export const useQuizLibrary = () => useQuery(quizLibraryQuery());
