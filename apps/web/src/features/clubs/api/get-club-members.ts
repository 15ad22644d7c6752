import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/squadMember/byclub/{id} */
export const getClubMembers = (clubId: number) => apiClient.get('/api/admin/squadMember/byclub/{id}', { path: { id: clubId } });
export const clubMembersQuery = (clubId: number) =>
  queryOptions({ queryKey: ['admin', 'club', clubId, 'members'], queryFn: () => getClubMembers(clubId) });
export const useClubMembers = (clubId: number) => useQuery(clubMembersQuery(clubId));
