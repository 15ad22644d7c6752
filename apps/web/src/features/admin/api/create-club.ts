import type { AdminClub, SaveClubRequest } from '@club-pulse/contracts/admin-clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST /api/admin/club */
export const createClub = (body: SaveClubRequest) => http.post<AdminClub>('api/admin/club', body);
export const useCreateClub = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createClub, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
