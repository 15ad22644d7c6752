import type { StudyMembersResponse } from '@club-pulse/contracts/studies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getStudyMembers = (studyId: number) => http.get<StudyMembersResponse>(`api/manager/squadMember/bystudy/${studyId}`);

export const studyMembersQuery = (studyId: number) =>
  queryOptions({ queryKey: ['manager', 'study', studyId, 'members'], queryFn: () => getStudyMembers(studyId), staleTime: 0 });

export const useStudyMembers = (studyId: number) => useQuery(studyMembersQuery(studyId));
