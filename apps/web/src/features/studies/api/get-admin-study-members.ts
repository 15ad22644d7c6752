import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/squadMember/bystudy/{id} */
export const getStudyMembers = (studyId: number) => apiClient.get('/api/admin/squadMember/bystudy/{id}', { path: { id: studyId } });
export const studyMembersQuery = (studyId: number) =>
  queryOptions({ queryKey: ['admin', 'study', studyId, 'members'], queryFn: () => getStudyMembers(studyId) });
export const useStudyMembers = (studyId: number) => useQuery(studyMembersQuery(studyId));
