import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** DELETE /api/admin/quiz/{id}: a draft thrown away (never a published version). */
export const discardQuizDraft = (id: number) => apiClient.delete('/api/admin/quiz/{id}', { path: { id } });
export const useDiscardQuizDraft = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: discardQuizDraft,
    // The page of the discarded draft is left at once: versions are marked stale, not fetched again here.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'quiz-version'], refetchType: 'none' }),
        client.invalidateQueries({ queryKey: ['admin', 'quizzes'] }),
      ]),
  });
};
