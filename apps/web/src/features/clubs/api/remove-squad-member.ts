import type { RemoveSquadMemberRequest } from '@club-pulse/contracts/admin-squad-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** DELETE api/admin/squadMember/byclub/{clubId}/RemoveSquadMember/ with {clubId, squadMemberId} in the body. */
export const removeSquadMember = (body: RemoveSquadMemberRequest) =>
  apiClient.delete('/api/admin/squadMember/byclub/{clubId}/RemoveSquadMember', { path: { clubId: body.clubId }, body });
export const useRemoveSquadMember = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeSquadMember, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
