import { AdminAuditQuery } from '@club-pulse/contracts/admin-audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { writeListParams } from '../../../components/lists/list-search-params.ts';

/** GET /api/admin/audit/page: one page of the audit trail, newest first, filtered by the server. */
export const getAuditPage = (query: AdminAuditQuery) => apiClient.get('/api/admin/audit/page', { query: writeListParams(AdminAuditQuery, query) });
export const auditPageQuery = (query: AdminAuditQuery) =>
  queryOptions({ queryKey: ['admin', 'audit', 'page', query], queryFn: () => getAuditPage(query) });
/** The previous page stays on screen while the next one loads. */
export const useAuditPage = (query: AdminAuditQuery) => useQuery({ ...auditPageQuery(query), placeholderData: keepPreviousData });
