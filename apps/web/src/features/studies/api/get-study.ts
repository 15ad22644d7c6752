import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const getStudy = (id: number) => apiClient.get('/api/manager/study/{id}', { path: { id } });

export const studyQuery = (id: number) => queryOptions({ queryKey: ['manager', 'study', id], queryFn: () => getStudy(id) });

export const useStudy = (id: number) => useQuery(studyQuery(id));
