import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const getStudyMembers = (studyId: number) => apiClient.get('/api/manager/squadMember/bystudy/{id}', { path: { id: studyId } });

export const studyMembersQuery = (studyId: number) =>
  queryOptions({ queryKey: ['manager', 'study', studyId, 'members'], queryFn: () => getStudyMembers(studyId), staleTime: 0 });

export const useStudyMembers = (studyId: number) => useQuery(studyMembersQuery(studyId));
