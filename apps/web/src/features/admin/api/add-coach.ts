import type { AddCoachRequest, AddCoachResponse } from '@club-pulse/contracts/admin-squad-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST api/admin/squadMember/byclub/{clubId}/AddCoach: an unknown email gets an account and an invitation. */
export const addCoach = ({ clubId, ...body }: AddCoachRequest & { clubId: number }) =>
  http.post<AddCoachResponse>(`api/admin/squadMember/byclub/${clubId}/AddCoach`, body);
export const useAddCoach = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: addCoach, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
