import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const closeStudy = (id: number) => http.put<ManagerStudy>(`api/manager/study/${id}/close`);

export const useCloseStudy = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: closeStudy, onSettled: () => client.invalidateQueries({ queryKey: ['manager'] }) });
};
