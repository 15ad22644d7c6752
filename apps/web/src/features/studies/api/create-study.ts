import type { CreateStudyRequest } from '@club-pulse/contracts/studies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const createStudy = (body: CreateStudyRequest) => apiClient.post('/api/manager/study', { body });

export const useCreateStudy = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createStudy, onSuccess: () => client.invalidateQueries({ queryKey: ['manager'] }) });
};
