import type { SaveClubRequest } from '@club-pulse/contracts/admin-clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT /api/admin/club/{id} */
export const updateClub = ({ id, ...body }: SaveClubRequest & { id: number }) => apiClient.put('/api/admin/club/{id}', { path: { id }, body });
export const useUpdateClub = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateClub, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
