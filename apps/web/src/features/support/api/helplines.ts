import type { SaveHelplineRequest } from '@club-pulse/contracts/support';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const helplinesQuery = queryOptions({ queryKey: ['admin', 'helplines'], queryFn: () => apiClient.get('/api/admin/helpline') });

/** Adds a helpline (no id) or saves one; the answer is every helpline. */
export const useSaveHelpline = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, helpline }: { id: number | null; helpline: SaveHelplineRequest }) =>
      id === null
        ? apiClient.post('/api/admin/helpline', { body: helpline })
        : apiClient.put('/api/admin/helpline/{id}', { path: { id }, body: helpline }),
    onSuccess: (data) => client.setQueryData(helplinesQuery.queryKey, data),
  });
};

/** Records the admin's check of a helpline today (their name and the date); the answer is every helpline. */
export const useConfirmHelpline = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.put('/api/admin/helpline/{id}/confirm', { path: { id } }),
    onSuccess: (data) => client.setQueryData(helplinesQuery.queryKey, data),
  });
};
