import type { AdminStudy } from '@club-pulse/contracts/admin-studies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/study/{id} */
export const getStudy = (id: number) => http.get<AdminStudy>(`api/admin/study/${id}`);
export const studyQuery = (id: number) => queryOptions({ queryKey: ['admin', 'study', id], queryFn: () => getStudy(id) });
export const useStudy = (id: number) => useQuery(studyQuery(id));
