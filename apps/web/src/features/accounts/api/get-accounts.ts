import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/account */
export const getAccounts = () => apiClient.get('/api/admin/account');
export const accountsQuery = () => queryOptions({ queryKey: ['admin', 'accounts'], queryFn: getAccounts });
export const useAccounts = () => useQuery(accountsQuery());
