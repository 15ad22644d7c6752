import type { EndedEvaluationResponse } from '@club-pulse/contracts/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getEndedEvaluation = (id: number) => http.get<EndedEvaluationResponse>(`api/evaluation/${id}/ended`);

export const endedEvaluationQuery = (id: number) =>
  queryOptions({ queryKey: ['evaluations', id, 'ended'], queryFn: () => getEndedEvaluation(id), staleTime: 0 });

export const useEndedEvaluation = (id: number) => useQuery(endedEvaluationQuery(id));
