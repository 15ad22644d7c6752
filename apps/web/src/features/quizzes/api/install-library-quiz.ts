import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/admin/quiz/library/{key}/install */
export const installLibraryQuiz = (key: string) => apiClient.post('/api/admin/quiz/library/{key}/install', { path: { key } });
export const useInstallLibraryQuiz = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: installLibraryQuiz, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
