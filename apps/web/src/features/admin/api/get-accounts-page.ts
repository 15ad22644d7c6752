import { type AdminAccountsPage, AdminAccountsQuery } from '@club-pulse/contracts/admin-accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { writeListParams } from '../lib/list-search-params.ts';

/** GET /api/admin/account/page: one page of the accounts list, searched, filtered and sorted by the server. */
export const getAccountsPage = (query: AdminAccountsQuery) => {
  const params = writeListParams(AdminAccountsQuery, query).toString();
  return http.get<AdminAccountsPage>(`api/admin/account/page${params ? `?${params}` : ''}`);
};
export const accountsPageQuery = (query: AdminAccountsQuery) =>
  queryOptions({ queryKey: ['admin', 'accounts', 'page', query], queryFn: () => getAccountsPage(query) });
/** The previous page stays on screen while the next one loads. */
export const useAccountsPage = (query: AdminAccountsQuery) => useQuery({ ...accountsPageQuery(query), placeholderData: keepPreviousData });
