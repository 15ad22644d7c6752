import { type AdminStudiesPage, AdminStudiesQuery } from '@club-pulse/contracts/admin-studies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { writeListParams } from '../lib/list-search-params.ts';

/** GET /api/admin/study/page: one page of studies (of one study group with `studyGroupId`), searched, filtered and sorted by the server. */
export const getStudiesPage = (query: AdminStudiesQuery) => {
  const params = writeListParams(AdminStudiesQuery, query).toString();
  return http.get<AdminStudiesPage>(`api/admin/study/page${params ? `?${params}` : ''}`);
};
export const studiesPageQuery = (query: AdminStudiesQuery) =>
  queryOptions({ queryKey: ['admin', 'studies', 'page', query], queryFn: () => getStudiesPage(query) });
/** The previous page stays on screen while the next one loads. */
export const useStudiesPage = (query: AdminStudiesQuery) => useQuery({ ...studiesPageQuery(query), placeholderData: keepPreviousData });
