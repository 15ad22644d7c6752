import type { SaveQuizDraftRequest } from '@club-pulse/contracts/admin-quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/admin/quiz: a new quiz, its first version as a draft. */
export const createQuiz = (content: SaveQuizDraftRequest) => apiClient.post('/api/admin/quiz', { body: content });
export const useCreateQuiz = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createQuiz, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'quizzes'] }) });
};
