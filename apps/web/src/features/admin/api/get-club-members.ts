import type { AdminSquadMembersResponse } from '@club-pulse/contracts/admin-squad-members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/squadMember/byclub/{id} */
export const getClubMembers = (clubId: number) => http.get<AdminSquadMembersResponse>(`api/admin/squadMember/byclub/${clubId}`);
export const clubMembersQuery = (clubId: number) =>
  queryOptions({ queryKey: ['admin', 'club', clubId, 'members'], queryFn: () => getClubMembers(clubId) });
export const useClubMembers = (clubId: number) => useQuery(clubMembersQuery(clubId));
