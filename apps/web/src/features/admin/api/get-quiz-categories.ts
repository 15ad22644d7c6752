import type { QuizCategoriesResponse } from '@club-pulse/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/quizcategory */
export const getQuizCategories = () => http.get<QuizCategoriesResponse>('api/quizcategory');
export const quizCategoriesQuery = () => queryOptions({ queryKey: ['admin', 'quizCategories'], queryFn: getQuizCategories, staleTime: 5 * 60_000 });
export const useQuizCategories = () => useQuery(quizCategoriesQuery());
