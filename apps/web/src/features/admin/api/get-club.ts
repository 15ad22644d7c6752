import type { AdminClub } from '@club-pulse/contracts/admin-clubs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/admin/club/{id} */
export const getClub = (id: number) => http.get<AdminClub>(`api/admin/club/${id}`);
export const clubQuery = (id: number) => queryOptions({ queryKey: ['admin', 'club', id], queryFn: () => getClub(id) });
export const useClub = (id: number) => useQuery(clubQuery(id));
