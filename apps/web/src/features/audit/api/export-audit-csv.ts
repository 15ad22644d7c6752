import { type AdminAuditFilters, AdminAuditQuery } from '@club-pulse/contracts/admin-audit';
import { downloadFile } from '../../../lib/download.ts';
import { writeListParams } from '../../../components/lists/list-search-params.ts';

/**
 * GET /api/admin/audit/export.csv with the list's filters, saved as the file the server names. The answer is
 * CSV, not JSON, so it is fetched here rather than through the JSON module (same bearer token).
 */
export async function downloadAuditCsv(filters: AdminAuditFilters): Promise<void> {
  const params = writeListParams(AdminAuditQuery, filters);
  params.delete('page');
  params.delete('pageSize');
  await downloadFile(`api/admin/audit/export.csv${params.size ? `?${params}` : ''}`, 'club-pulse-audit.csv');
}
