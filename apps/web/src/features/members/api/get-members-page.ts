import { AdminMembersQuery } from '@club-pulse/contracts/admin-members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { writeListParams } from '../../../components/lists/list-search-params.ts';

/** GET /api/admin/member/page: one page of the users list, searched, filtered and sorted by the server. */
export const getMembersPage = (query: AdminMembersQuery) =>
  apiClient.get('/api/admin/member/page', { query: writeListParams(AdminMembersQuery, query) });
export const membersPageQuery = (query: AdminMembersQuery) =>
  queryOptions({ queryKey: ['admin', 'members', 'page', query], queryFn: () => getMembersPage(query) });
/** The previous page stays on screen while the next one loads: the table does not jump to a spinner. */
export const useMembersPage = (query: AdminMembersQuery) => useQuery({ ...membersPageQuery(query), placeholderData: keepPreviousData });
