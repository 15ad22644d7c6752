import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const getStudies = () => apiClient.get('/api/manager/study/all');

export const studiesQuery = () => queryOptions({ queryKey: ['manager', 'studies'], queryFn: getStudies, staleTime: 0 });

export const useStudies = () => useQuery(studiesQuery());
