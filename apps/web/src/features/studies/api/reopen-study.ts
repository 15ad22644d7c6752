import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const reopenStudy = (id: number) => http.put<ManagerStudy>(`api/manager/study/${id}/reopen`);

export const useReopenStudy = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: reopenStudy, onSettled: () => client.invalidateQueries({ queryKey: ['manager'] }) });
};
