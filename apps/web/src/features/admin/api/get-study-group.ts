import type { AdminStudyGroup } from '@club-pulse/contracts/admin-study-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/studyGroup/{id} */
export const getStudyGroup = (id: number) => http.get<AdminStudyGroup>(`api/admin/studyGroup/${id}`);
export const studyGroupQuery = (id: number) => queryOptions({ queryKey: ['admin', 'studyGroup', id], queryFn: () => getStudyGroup(id) });
export const useStudyGroup = (id: number) => useQuery(studyGroupQuery(id));
