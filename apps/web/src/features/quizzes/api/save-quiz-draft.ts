import type { SaveQuizDraftRequest } from '@club-pulse/contracts/admin-quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT /api/admin/quiz/{id}: a draft saved again (a published version answers 409 QuizVersionPublished). */
export const saveQuizDraft = ({ id, content }: { id: number; content: SaveQuizDraftRequest }) =>
  apiClient.put('/api/admin/quiz/{id}', { path: { id }, body: content });
export const useSaveQuizDraft = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveQuizDraft,
    onSuccess: (version) => {
      client.setQueryData(['admin', 'quiz-version', version.id], version);
      return client.invalidateQueries({ queryKey: ['admin', 'quizzes'] });
    },
  });
};
