import { AdminAccountsQuery } from '@club-pulse/contracts/admin-accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { writeListParams } from '../../../components/lists/list-search-params.ts';

/** GET /api/admin/account/page: one page of the accounts list, searched, filtered and sorted by the server. */
export const getAccountsPage = (query: AdminAccountsQuery) =>
  apiClient.get('/api/admin/account/page', { query: writeListParams(AdminAccountsQuery, query) });
export const accountsPageQuery = (query: AdminAccountsQuery) =>
  queryOptions({ queryKey: ['admin', 'accounts', 'page', query], queryFn: () => getAccountsPage(query) });
/** The previous page stays on screen while the next one loads. */
export const useAccountsPage = (query: AdminAccountsQuery) => useQuery({ ...accountsPageQuery(query), placeholderData: keepPreviousData });
