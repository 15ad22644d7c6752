import type { SaveAccountRequest } from '@club-pulse/contracts/admin-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST api/admin/account */
export const createAccount = (body: SaveAccountRequest) => apiClient.post('/api/admin/account', { body });
export const useCreateAccount = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAccount, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
