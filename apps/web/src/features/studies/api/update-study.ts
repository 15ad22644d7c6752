import type { UpdateStudyRequest } from '@club-pulse/contracts/studies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The id travels in the body: the path has none (POST api/manager/study/Update). */
export const updateStudy = (body: UpdateStudyRequest) => apiClient.post('/api/manager/study/Update', { body });

export const useUpdateStudy = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateStudy, onSuccess: () => client.invalidateQueries({ queryKey: ['manager'] }) });
};
