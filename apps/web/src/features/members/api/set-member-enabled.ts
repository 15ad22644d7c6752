import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT /api/admin/member/enable/{id} or /disable/{id} */
export const setMemberEnabled = ({ id, enabled }: { id: number; enabled: boolean }) =>
  apiClient.put(enabled ? '/api/admin/member/enable/{id}' : '/api/admin/member/disable/{id}', { path: { id } });
export const useSetMemberEnabled = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: setMemberEnabled, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
