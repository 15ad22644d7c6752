import {
  AUDIT_CSV_COLUMNS,
  AUDIT_EXPORT_MAX_ROWS,
  type AdminAuditEvent,
  type AdminAuditFilters,
  type AdminAuditPage,
  type AdminAuditQuery,
} from '@club-pulse/contracts/admin-audit';
import type { Db } from '../../db/client.ts';
import { csvTable } from '../../lib/csv.ts';
import * as repo from './audit.repository.ts';
import type { AuditOwners } from './subject-names.ts';

/** Use-cases of the audit trail as the platform admin reads it: a page, a CSV export (itself audited). */

/** A row as the API writes it: its time is already ISO text (db/sql.ts `isoText`). */
const asEvent = (row: repo.AuditRow): AdminAuditEvent => row;

export async function listAuditPage(db: Db, owners: AuditOwners, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const { items, total } = await repo.listAuditPage(db, query, owners);
  return { items: items.map(asEvent), total, page: query.page, pageSize: query.pageSize };
}

/**
 * The filtered trail as CSV (a header row, then newest first, at most AUDIT_EXPORT_MAX_ROWS rows). The export
 * is recorded in the trail after the rows are read, so it is not in its own file.
 */
export async function exportAuditCsv(db: Db, owners: AuditOwners, actorId: number, filters: AdminAuditFilters): Promise<string> {
  const rows = (await repo.auditRowsForExport(db, filters, AUDIT_EXPORT_MAX_ROWS, owners)).map(asEvent);
  await repo.recordAudit(db, actorId, 'audit.export', `audit:${rows.length}`);
  return csvTable(
    [...AUDIT_CSV_COLUMNS],
    rows.map((r) => AUDIT_CSV_COLUMNS.map((c) => r[c])),
  );
}
