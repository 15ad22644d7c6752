import type { AdminQuiz } from '@club-pulse/contracts/admin-quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** PUT /api/admin/quiz/{id}/enable or /disable */
export const setQuizEnabled = ({ id, enabled }: { id: number; enabled: boolean }) =>
  http.put<AdminQuiz>(`api/admin/quiz/${id}/${enabled ? 'enable' : 'disable'}`);
export const useSetQuizEnabled = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: setQuizEnabled, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
