import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/quizcategory */
export const getQuizCategories = () => apiClient.get('/api/quizcategory');
export const quizCategoriesQuery = () => queryOptions({ queryKey: ['admin', 'quizCategories'], queryFn: getQuizCategories, staleTime: 5 * 60_000 });
export const useQuizCategories = () => useQuery(quizCategoriesQuery());
