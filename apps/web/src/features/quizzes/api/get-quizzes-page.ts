import { AdminQuizzesQuery } from '@club-pulse/contracts/admin-quizzes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { writeListParams } from '../../../components/lists/list-search-params.ts';

/** GET /api/admin/quiz/page: one page of the quizzes list, searched, filtered and sorted by the server. */
export const getQuizzesPage = (query: AdminQuizzesQuery) =>
  apiClient.get('/api/admin/quiz/page', { query: writeListParams(AdminQuizzesQuery, query) });
// Under ['admin', 'quizzes'], so that whatever changes a quiz (enable, publish, import…) refreshes the page too.
export const quizzesPageQuery = (query: AdminQuizzesQuery) =>
  queryOptions({ queryKey: ['admin', 'quizzes', 'page', query], queryFn: () => getQuizzesPage(query) });
/** The previous page stays on screen while the next one loads. */
export const useQuizzesPage = (query: AdminQuizzesQuery) => useQuery({ ...quizzesPageQuery(query), placeholderData: keepPreviousData });
