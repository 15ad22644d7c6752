import type { SaveAccountRequest } from '@club-pulse/contracts/admin-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT api/admin/account/{id} */
export const updateAccount = ({ id, ...body }: SaveAccountRequest & { id: number }) =>
  apiClient.put('/api/admin/account/{id}', { path: { id }, body });
export const useUpdateAccount = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAccount, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
