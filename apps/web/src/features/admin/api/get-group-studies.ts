import type { AdminStudiesResponse } from '@club-pulse/contracts/admin-studies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/study/bystudygroup/{id} */
export const getGroupStudies = (groupId: number) => http.get<AdminStudiesResponse>(`api/admin/study/bystudygroup/${groupId}`);
export const groupStudiesQuery = (groupId: number) =>
  queryOptions({ queryKey: ['admin', 'studyGroup', groupId, 'studies'], queryFn: () => getGroupStudies(groupId) });
export const useGroupStudies = (groupId: number) => useQuery(groupStudiesQuery(groupId));
