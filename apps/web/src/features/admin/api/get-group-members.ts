import type { AdminSquadMembersResponse } from '@club-pulse/contracts/admin-squad-members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/squadMember/bystudygroup/{id} */
export const getGroupMembers = (groupId: number) => http.get<AdminSquadMembersResponse>(`api/admin/squadMember/bystudygroup/${groupId}`);
export const groupMembersQuery = (groupId: number) =>
  queryOptions({ queryKey: ['admin', 'studyGroup', groupId, 'members'], queryFn: () => getGroupMembers(groupId) });
export const useGroupMembers = (groupId: number) => useQuery(groupMembersQuery(groupId));
