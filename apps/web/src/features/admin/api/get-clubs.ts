import type { AdminClubsResponse } from '@club-pulse/contracts/admin-clubs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/club */
export const getClubs = () => http.get<AdminClubsResponse>('api/admin/club');
export const clubsQuery = () => queryOptions({ queryKey: ['admin', 'clubs'], queryFn: getClubs });
export const useClubs = () => useQuery(clubsQuery());
