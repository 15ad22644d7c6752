import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const getEndedEvaluation = (id: number) => apiClient.get('/api/evaluation/{id}/ended', { path: { id } });

export const endedEvaluationQuery = (id: number) =>
  queryOptions({ queryKey: ['evaluations', id, 'ended'], queryFn: () => getEndedEvaluation(id), staleTime: 0 });

export const useEndedEvaluation = (id: number) => useQuery(endedEvaluationQuery(id));
