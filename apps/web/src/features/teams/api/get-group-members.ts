import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/squadMember/bystudygroup/{id} */
export const getGroupMembers = (groupId: number) => apiClient.get('/api/admin/squadMember/bystudygroup/{id}', { path: { id: groupId } });
export const groupMembersQuery = (groupId: number) =>
  queryOptions({ queryKey: ['admin', 'studyGroup', groupId, 'members'], queryFn: () => getGroupMembers(groupId) });
export const useGroupMembers = (groupId: number) => useQuery(groupMembersQuery(groupId));
