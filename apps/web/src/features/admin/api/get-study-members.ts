import type { AdminStudyMembersResponse } from '@club-pulse/contracts/admin-studies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/squadMember/bystudy/{id} */
export const getStudyMembers = (studyId: number) => http.get<AdminStudyMembersResponse>(`api/admin/squadMember/bystudy/${studyId}`);
export const studyMembersQuery = (studyId: number) =>
  queryOptions({ queryKey: ['admin', 'study', studyId, 'members'], queryFn: () => getStudyMembers(studyId) });
export const useStudyMembers = (studyId: number) => useQuery(studyMembersQuery(studyId));
