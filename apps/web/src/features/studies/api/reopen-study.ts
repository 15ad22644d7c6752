import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const reopenStudy = (id: number) => apiClient.put('/api/manager/study/{id}/reopen', { path: { id } });

export const useReopenStudy = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: reopenStudy, onSettled: () => client.invalidateQueries({ queryKey: ['manager'] }) });
};
