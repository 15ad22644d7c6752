import { AdminStudyGroupsQuery } from '@club-pulse/contracts/admin-study-groups';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { writeListParams } from '../../../components/lists/list-search-params.ts';

/** GET /api/admin/studyGroup/page: one page of study groups (of one club with `clubId`), searched, filtered and sorted by the server. */
export const getStudyGroupsPage = (query: AdminStudyGroupsQuery) =>
  apiClient.get('/api/admin/studyGroup/page', { query: writeListParams(AdminStudyGroupsQuery, query) });
export const studyGroupsPageQuery = (query: AdminStudyGroupsQuery) =>
  queryOptions({ queryKey: ['admin', 'studyGroups', 'page', query], queryFn: () => getStudyGroupsPage(query) });
/** The previous page stays on screen while the next one loads. */
export const useStudyGroupsPage = (query: AdminStudyGroupsQuery) => useQuery({ ...studyGroupsPageQuery(query), placeholderData: keepPreviousData });
