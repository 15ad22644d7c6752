import type { CreateStudyGroupRequest } from '@club-pulse/contracts/admin-study-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST api/admin/studyGroup */
export const createStudyGroup = (body: CreateStudyGroupRequest) => apiClient.post('/api/admin/studyGroup', { body });
export const useCreateStudyGroup = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createStudyGroup, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
