import type { HelplinesResponse, SaveHelplineRequest } from '@club-pulse/contracts/support';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const helplinesQuery = queryOptions({ queryKey: ['admin', 'helplines'], queryFn: () => http.get<HelplinesResponse>('api/admin/helpline') });

/** Adds a helpline (no id) or saves one; the answer is every helpline. */
export const useSaveHelpline = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, helpline }: { id: number | null; helpline: SaveHelplineRequest }) =>
      id === null ? http.post<HelplinesResponse>('api/admin/helpline', helpline) : http.put<HelplinesResponse>(`api/admin/helpline/${id}`, helpline),
    onSuccess: (data) => client.setQueryData(helplinesQuery.queryKey, data),
  });
};
