import type { MyHistoryResponse } from '@club-pulse/contracts/trends';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/evaluation/myHistory: one's own finished evaluations with their overall result, oldest first. */
export const getMyHistory = () => http.get<MyHistoryResponse>('api/evaluation/myHistory');

export const myHistoryQuery = () => queryOptions({ queryKey: ['evaluations', 'myHistory'], queryFn: getMyHistory });

export const useMyHistory = () => useQuery(myHistoryQuery());
