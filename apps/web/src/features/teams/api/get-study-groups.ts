import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/studyGroup/byclub/{id} */
export const getStudyGroups = (clubId: number) => apiClient.get('/api/admin/studyGroup/byclub/{id}', { path: { id: clubId } });
export const studyGroupsQuery = (clubId: number) =>
  queryOptions({ queryKey: ['admin', 'club', clubId, 'studyGroups'], queryFn: () => getStudyGroups(clubId) });
export const useStudyGroups = (clubId: number) => useQuery(studyGroupsQuery(clubId));
