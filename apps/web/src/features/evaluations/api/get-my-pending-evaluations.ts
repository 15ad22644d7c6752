import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const getMyPendingEvaluations = () => apiClient.get('/api/evaluation/getMyPendingEvaluations');

export const pendingEvaluationsQuery = () => queryOptions({ queryKey: ['evaluations', 'pending'], queryFn: getMyPendingEvaluations });

export const usePendingEvaluations = () => useQuery(pendingEvaluationsQuery());
