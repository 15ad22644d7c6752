import type { AdminStudyGroupsResponse } from '@club-pulse/contracts/admin-study-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/studyGroup/byclub/{id} */
export const getStudyGroups = (clubId: number) => http.get<AdminStudyGroupsResponse>(`api/admin/studyGroup/byclub/${clubId}`);
export const studyGroupsQuery = (clubId: number) =>
  queryOptions({ queryKey: ['admin', 'club', clubId, 'studyGroups'], queryFn: () => getStudyGroups(clubId) });
export const useStudyGroups = (clubId: number) => useQuery(studyGroupsQuery(clubId));
