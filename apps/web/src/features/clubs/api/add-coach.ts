import type { AddCoachRequest } from '@club-pulse/contracts/admin-squad-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST api/admin/squadMember/byclub/{clubId}/AddCoach: an unknown email gets an account and an invitation. */
export const addCoach = ({ clubId, ...body }: AddCoachRequest & { clubId: number }) =>
  apiClient.post('/api/admin/squadMember/byclub/{clubId}/AddCoach', { path: { clubId }, body });
export const useAddCoach = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: addCoach, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
