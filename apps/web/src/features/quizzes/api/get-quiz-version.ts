import type { QuizVersionResponse } from '@club-pulse/contracts/admin-quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/admin/quiz/{id}: one version with its content and the quiz's versions. */
export const getQuizVersion = (id: number) => http.get<QuizVersionResponse>(`api/admin/quiz/${id}`);
export const quizVersionQuery = (id: number) => queryOptions({ queryKey: ['admin', 'quiz-version', id], queryFn: () => getQuizVersion(id) });
export const useQuizVersion = (id: number) => useQuery(quizVersionQuery(id));
