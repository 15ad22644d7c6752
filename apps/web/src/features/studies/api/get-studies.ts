import type { ManagerStudiesResponse } from '@club-pulse/contracts/studies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getStudies = () => http.get<ManagerStudiesResponse>('api/manager/study/all');

export const studiesQuery = () => queryOptions({ queryKey: ['manager', 'studies'], queryFn: getStudies, staleTime: 0 });

export const useStudies = () => useQuery(studiesQuery());
