import type { AdminSummary } from '@club-pulse/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/summary: the counts of the admin home. */
export const getSummary = () => http.get<AdminSummary>('api/admin/summary');
export const summaryQuery = () => queryOptions({ queryKey: ['admin', 'summary'], queryFn: getSummary, staleTime: 0 });
export const useSummary = () => useQuery(summaryQuery());
