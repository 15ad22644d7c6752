import type { AdminStudiesResponse } from '@club-pulse/contracts/admin-studies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/study/byclub/{id} */
export const getClubStudies = (clubId: number) => http.get<AdminStudiesResponse>(`api/admin/study/byclub/${clubId}`);
export const clubStudiesQuery = (clubId: number) =>
  queryOptions({ queryKey: ['admin', 'club', clubId, 'studies'], queryFn: () => getClubStudies(clubId) });
export const useClubStudies = (clubId: number) => useQuery(clubStudiesQuery(clubId));
