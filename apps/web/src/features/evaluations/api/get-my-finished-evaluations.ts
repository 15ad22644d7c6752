import type { MyEvaluationsResponse } from '@club-pulse/contracts/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getMyFinishedEvaluations = () => http.get<MyEvaluationsResponse>('api/evaluation/getMyFinishedEvaluations');

export const finishedEvaluationsQuery = () => queryOptions({ queryKey: ['evaluations', 'finished'], queryFn: getMyFinishedEvaluations });

export const useFinishedEvaluations = () => useQuery(finishedEvaluationsQuery());
