import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const getMyFinishedEvaluations = () => apiClient.get('/api/evaluation/getMyFinishedEvaluations');

export const finishedEvaluationsQuery = () => queryOptions({ queryKey: ['evaluations', 'finished'], queryFn: getMyFinishedEvaluations });

export const useFinishedEvaluations = () => useQuery(finishedEvaluationsQuery());
