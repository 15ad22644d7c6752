import type { QuizVersionResponse } from '@club-pulse/contracts/admin-quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST /api/admin/quiz/{id}/publish: 409 QuizIncomplete lists every missing text by its path. */
export const publishQuiz = (id: number) => http.post<QuizVersionResponse>(`api/admin/quiz/${id}/publish`);
export const usePublishQuiz = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: publishQuiz, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
