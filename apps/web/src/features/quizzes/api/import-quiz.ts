import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type RequestOf } from '../../../lib/api-client.ts';

type QuizFile = RequestOf<'post', '/api/admin/quiz/import'>['body'];
/**
 * POST /api/admin/quiz/import: the parsed quiz file, checked by the server (every problem by its field path). The file
 * is sent as it was read, unchecked here: the server's answer names what is wrong in it, which is the point.
 */
export const importQuiz = (document: unknown) => apiClient.post('/api/admin/quiz/import', { body: document as QuizFile });
export const useImportQuiz = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: importQuiz, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
