import type { MyEvaluationsResponse } from '@club-pulse/contracts/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getMyPendingEvaluations = () => http.get<MyEvaluationsResponse>('api/evaluation/getMyPendingEvaluations');

export const pendingEvaluationsQuery = () => queryOptions({ queryKey: ['evaluations', 'pending'], queryFn: getMyPendingEvaluations });

export const usePendingEvaluations = () => useQuery(pendingEvaluationsQuery());
