import type { UpdateStudyGroupRequest } from '@club-pulse/contracts/admin-study-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT api/admin/studyGroup (the id travels in the body); also deactivates and reactivates. */
export const updateStudyGroup = (body: UpdateStudyGroupRequest) => apiClient.put('/api/admin/studyGroup', { body });
export const useUpdateStudyGroup = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateStudyGroup, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
