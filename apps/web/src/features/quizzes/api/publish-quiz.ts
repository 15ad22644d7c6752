import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/admin/quiz/{id}/publish: 409 QuizIncomplete lists every missing text by its path. */
export const publishQuiz = (id: number) => apiClient.post('/api/admin/quiz/{id}/publish', { path: { id } });
export const usePublishQuiz = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: publishQuiz, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
