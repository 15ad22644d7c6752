import type { SaveClubRequest } from '@club-pulse/contracts/admin-clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/admin/club */
export const createClub = (body: SaveClubRequest) => apiClient.post('/api/admin/club', { body });
export const useCreateClub = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createClub, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
