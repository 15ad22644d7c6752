import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/admin/quiz/{id}/draft: the draft of the next version (or the one already being written). */
export const draftNextVersion = (id: number) => apiClient.post('/api/admin/quiz/{id}/draft', { path: { id } });
export const useDraftNextVersion = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: draftNextVersion, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
