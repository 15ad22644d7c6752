import type { QuizVersionResponse, SaveQuizDraftRequest } from '@club-pulse/contracts/admin-quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST /api/admin/quiz: a new quiz, its first version as a draft. */
export const createQuiz = (content: SaveQuizDraftRequest) => http.post<QuizVersionResponse>('api/admin/quiz', content);
export const useCreateQuiz = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createQuiz, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'quizzes'] }) });
};
