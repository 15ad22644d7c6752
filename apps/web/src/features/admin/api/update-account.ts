import type { AdminAccount, SaveAccountRequest } from '@club-pulse/contracts/admin-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** PUT api/admin/account/{id} */
export const updateAccount = ({ id, ...body }: SaveAccountRequest & { id: number }) => http.put<AdminAccount>(`api/admin/account/${id}`, body);
export const useUpdateAccount = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAccount, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
