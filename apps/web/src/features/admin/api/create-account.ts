import type { AdminAccount, SaveAccountRequest } from '@club-pulse/contracts/admin-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST api/admin/account */
export const createAccount = (body: SaveAccountRequest) => http.post<AdminAccount>('api/admin/account', body);
export const useCreateAccount = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAccount, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
