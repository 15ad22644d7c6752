import type { AdminMember } from '@club-pulse/contracts/admin-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** PUT /api/admin/member/enable/{id} or /disable/{id} */
export const setMemberEnabled = ({ id, enabled }: { id: number; enabled: boolean }) =>
  http.put<AdminMember>(`api/admin/member/${enabled ? 'enable' : 'disable'}/${id}`);
export const useSetMemberEnabled = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: setMemberEnabled, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
