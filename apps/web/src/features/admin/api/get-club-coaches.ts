import type { ClubCoachesResponse } from '@club-pulse/contracts/admin-clubs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/coach/ByClub/{clubId}: the club's coaches (manager and group coach choices). */
export const getClubCoaches = (clubId: number) => http.get<ClubCoachesResponse>(`api/admin/coach/ByClub/${clubId}`);
export const clubCoachesQuery = (clubId: number) =>
  queryOptions({ queryKey: ['admin', 'club', clubId, 'coaches'], queryFn: () => getClubCoaches(clubId) });
export const useClubCoaches = (clubId: number | null) => useQuery({ ...clubCoachesQuery(clubId ?? 0), enabled: clubId !== null });
