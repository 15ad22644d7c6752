import type { RemoveSquadMemberRequest, RemoveSquadMemberResponse } from '@club-pulse/contracts/admin-squad-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** DELETE api/admin/squadMember/byclub/{clubId}/RemoveSquadMember/ with {clubId, squadMemberId} in the body. */
export const removeSquadMember = (body: RemoveSquadMemberRequest) =>
  http.delete<RemoveSquadMemberResponse>(`api/admin/squadMember/byclub/${body.clubId}/RemoveSquadMember/`, body);
export const useRemoveSquadMember = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeSquadMember, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
