import type { LibraryQuizzesResponse } from '@club-pulse/contracts/admin-quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/admin/quiz/library */
export const getQuizLibrary = () => http.get<LibraryQuizzesResponse>('api/admin/quiz/library');
export const quizLibraryQuery = () => queryOptions({ queryKey: ['admin', 'quiz-library'], queryFn: getQuizLibrary });
export const useQuizLibrary = () => useQuery(quizLibraryQuery());
