import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/evaluation/myHistory: one's own finished evaluations with their overall result, oldest first. */
export const getMyHistory = () => apiClient.get('/api/evaluation/myHistory');

export const myHistoryQuery = () => queryOptions({ queryKey: ['evaluations', 'myHistory'], queryFn: getMyHistory });

export const useMyHistory = () => useQuery(myHistoryQuery());
