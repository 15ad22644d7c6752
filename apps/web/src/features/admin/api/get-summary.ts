import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/summary: the counts of the admin home. */
export const getSummary = () => apiClient.get('/api/admin/summary');
export const summaryQuery = () => queryOptions({ queryKey: ['admin', 'summary'], queryFn: getSummary, staleTime: 0 });
export const useSummary = () => useQuery(summaryQuery());
