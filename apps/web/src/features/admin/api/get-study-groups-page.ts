import { type AdminStudyGroupsPage, AdminStudyGroupsQuery } from '@club-pulse/contracts/admin-study-groups';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { writeListParams } from '../lib/list-search-params.ts';

/** GET /api/admin/studyGroup/page: one page of study groups (of one club with `clubId`), searched, filtered and sorted by the server. */
export const getStudyGroupsPage = (query: AdminStudyGroupsQuery) => {
  const params = writeListParams(AdminStudyGroupsQuery, query).toString();
  return http.get<AdminStudyGroupsPage>(`api/admin/studyGroup/page${params ? `?${params}` : ''}`);
};
export const studyGroupsPageQuery = (query: AdminStudyGroupsQuery) =>
  queryOptions({ queryKey: ['admin', 'studyGroups', 'page', query], queryFn: () => getStudyGroupsPage(query) });
/** The previous page stays on screen while the next one loads. */
export const useStudyGroupsPage = (query: AdminStudyGroupsQuery) => useQuery({ ...studyGroupsPageQuery(query), placeholderData: keepPreviousData });
