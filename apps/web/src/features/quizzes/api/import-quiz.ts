import type { QuizVersionResponse } from '@club-pulse/contracts/admin-quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST /api/admin/quiz/import: the parsed quiz file, checked by the server (every problem by its field path). */
export const importQuiz = (document: unknown) => http.post<QuizVersionResponse>('api/admin/quiz/import', document);
export const useImportQuiz = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: importQuiz, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
