import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/studyGroup/{id} */
export const getStudyGroup = (id: number) => apiClient.get('/api/admin/studyGroup/{id}', { path: { id } });
export const studyGroupQuery = (id: number) => queryOptions({ queryKey: ['admin', 'studyGroup', id], queryFn: () => getStudyGroup(id) });
export const useStudyGroup = (id: number) => useQuery(studyGroupQuery(id));
