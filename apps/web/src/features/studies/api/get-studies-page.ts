import { AdminStudiesQuery } from '@club-pulse/contracts/admin-studies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { writeListParams } from '../../../components/lists/list-search-params.ts';

/** GET /api/admin/study/page: one page of studies (of one study group with `studyGroupId`), searched, filtered and sorted by the server. */
export const getStudiesPage = (query: AdminStudiesQuery) =>
  apiClient.get('/api/admin/study/page', { query: writeListParams(AdminStudiesQuery, query) });
export const studiesPageQuery = (query: AdminStudiesQuery) =>
  queryOptions({ queryKey: ['admin', 'studies', 'page', query], queryFn: () => getStudiesPage(query) });
/** The previous page stays on screen while the next one loads. */
export const useStudiesPage = (query: AdminStudiesQuery) => useQuery({ ...studiesPageQuery(query), placeholderData: keepPreviousData });
