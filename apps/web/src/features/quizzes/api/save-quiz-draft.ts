import type { QuizVersionResponse, SaveQuizDraftRequest } from '@club-pulse/contracts/admin-quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** PUT /api/admin/quiz/{id}: a draft saved again (a published version answers 409 QuizVersionPublished). */
export const saveQuizDraft = ({ id, content }: { id: number; content: SaveQuizDraftRequest }) =>
  http.put<QuizVersionResponse>(`api/admin/quiz/${id}`, content);
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
