import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getStudy = (id: number) => http.get<ManagerStudy>(`api/manager/study/${id}`);

export const studyQuery = (id: number) => queryOptions({ queryKey: ['manager', 'study', id], queryFn: () => getStudy(id) });

export const useStudy = (id: number) => useQuery(studyQuery(id));
