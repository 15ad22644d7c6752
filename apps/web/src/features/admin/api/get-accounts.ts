import type { AdminAccountsResponse } from '@club-pulse/contracts/admin-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/account */
export const getAccounts = () => http.get<AdminAccountsResponse>('api/admin/account');
export const accountsQuery = () => queryOptions({ queryKey: ['admin', 'accounts'], queryFn: getAccounts });
export const useAccounts = () => useQuery(accountsQuery());
