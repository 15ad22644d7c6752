import type { CreateStudyRequest, ManagerStudy } from '@club-pulse/contracts/studies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const createStudy = (body: CreateStudyRequest) => http.post<ManagerStudy>('api/manager/study', body);

export const useCreateStudy = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createStudy, onSuccess: () => client.invalidateQueries({ queryKey: ['manager'] }) });
};
