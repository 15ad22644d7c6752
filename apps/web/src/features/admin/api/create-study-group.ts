import type { AdminStudyGroup, CreateStudyGroupRequest } from '@club-pulse/contracts/admin-study-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST api/admin/studyGroup */
export const createStudyGroup = (body: CreateStudyGroupRequest) => http.post<AdminStudyGroup>('api/admin/studyGroup', body);
export const useCreateStudyGroup = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createStudyGroup, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
