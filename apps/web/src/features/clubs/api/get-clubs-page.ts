import { AdminClubsQuery } from '@club-pulse/contracts/admin-clubs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { writeListParams } from '../../../components/lists/list-search-params.ts';

/** GET /api/admin/club/page: one page of the clubs list, searched, filtered and sorted by the server. */
export const getClubsPage = (query: AdminClubsQuery) => apiClient.get('/api/admin/club/page', { query: writeListParams(AdminClubsQuery, query) });
export const clubsPageQuery = (query: AdminClubsQuery) =>
  queryOptions({ queryKey: ['admin', 'clubs', 'page', query], queryFn: () => getClubsPage(query) });
/** The previous page stays on screen while the next one loads. */
export const useClubsPage = (query: AdminClubsQuery) => useQuery({ ...clubsPageQuery(query), placeholderData: keepPreviousData });
