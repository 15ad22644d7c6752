import type { ManagerStudy, UpdateStudyRequest } from '@club-pulse/contracts/studies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** The id travels in the body: the path has none (POST api/manager/study/Update). */
export const updateStudy = (body: UpdateStudyRequest) => http.post<ManagerStudy>('api/manager/study/Update', body);

export const useUpdateStudy = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateStudy, onSuccess: () => client.invalidateQueries({ queryKey: ['manager'] }) });
};
