import type { AdminQuizzesResponse } from '@club-pulse/contracts/admin-quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/admin/quiz */
export const getQuizzes = () => http.get<AdminQuizzesResponse>('api/admin/quiz');
export const quizzesQuery = () => queryOptions({ queryKey: ['admin', 'quizzes'], queryFn: getQuizzes });
export const useQuizzes = () => useQuery(quizzesQuery());
