import type { AdminClub, SaveClubRequest } from '@club-pulse/contracts/admin-clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** PUT /api/admin/club/{id} */
export const updateClub = ({ id, ...body }: SaveClubRequest & { id: number }) => http.put<AdminClub>(`api/admin/club/${id}`, body);
export const useUpdateClub = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateClub, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
