import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const closeStudy = (id: number) => apiClient.put('/api/manager/study/{id}/close', { path: { id } });

export const useCloseStudy = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: closeStudy, onSettled: () => client.invalidateQueries({ queryKey: ['manager'] }) });
};
