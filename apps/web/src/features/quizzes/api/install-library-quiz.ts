import type { InstallLibraryQuizResponse } from '@club-pulse/contracts/admin-quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST /api/admin/quiz/library/{key}/install */
export const installLibraryQuiz = (key: string) => http.post<InstallLibraryQuizResponse>(`api/admin/quiz/library/${encodeURIComponent(key)}/install`);
export const useInstallLibraryQuiz = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: installLibraryQuiz, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
