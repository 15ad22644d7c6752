import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT /api/admin/study/{id}/cancel: final; the study's unfinished evaluations are cancelled. */
export const cancelStudy = (id: number) => apiClient.put('/api/admin/study/{id}/cancel', { path: { id } });
export const useCancelStudy = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelStudy, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
