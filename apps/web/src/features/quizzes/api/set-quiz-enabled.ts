import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT /api/admin/quiz/{id}/enable or /disable */
export const setQuizEnabled = ({ id, enabled }: { id: number; enabled: boolean }) =>
  apiClient.put(enabled ? '/api/admin/quiz/{id}/enable' : '/api/admin/quiz/{id}/disable', { path: { id } });
export const useSetQuizEnabled = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: setQuizEnabled, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
