import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/study/{id} */
export const getStudy = (id: number) => apiClient.get('/api/admin/study/{id}', { path: { id } });
export const studyQuery = (id: number) => queryOptions({ queryKey: ['admin', 'study', id], queryFn: () => getStudy(id) });
export const useStudy = (id: number) => useQuery(studyQuery(id));
