import type { AdminStudy } from '@club-pulse/contracts/admin-studies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** PUT /api/admin/study/{id}/cancel: final; the study's unfinished evaluations are cancelled. */
export const cancelStudy = (id: number) => http.put<AdminStudy>(`api/admin/study/${id}/cancel`);
export const useCancelStudy = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelStudy, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
