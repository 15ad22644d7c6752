import type { QuizVersionResponse } from '@club-pulse/contracts/admin-quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST /api/admin/quiz/{id}/draft: the draft of the next version (or the one already being written). */
export const draftNextVersion = (id: number) => http.post<QuizVersionResponse>(`api/admin/quiz/${id}/draft`);
export const useDraftNextVersion = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: draftNextVersion, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
