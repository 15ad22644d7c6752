import {
  AUDIT_CSV_COLUMNS,
  AUDIT_EXPORT_MAX_ROWS,
  type AdminAuditEvent,
  type AdminAuditFilters,
  type AdminAuditPage,
  type AdminAuditQuery,
} from '@club-pulse/contracts/admin-audit';
import type { Db } from '../../db/client.ts';
import * as repo from './audit.repository.ts';

/** Use-cases of the audit trail as the platform admin reads it: a page, a CSV export (itself audited). */

/** A row as the API writes it: its time is already ISO text (db/sql.ts `isoText`). */
const asEvent = (row: repo.AuditRow): AdminAuditEvent => row;

export async function listAuditPage(db: Db, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const { items, total } = await repo.listAuditPage(db, query);
  return { items: items.map(asEvent), total, page: query.page, pageSize: query.pageSize };
}

/**
 * One CSV cell. A spreadsheet runs a cell that begins with = + - @ (or a tab or carriage return that hides one)
 * as a formula: such a cell gets a leading apostrophe, which makes it text (OWASP "CSV injection"). Every
 * cell is quoted, its quotes doubled, so commas and line breaks stay inside it.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A byte-order mark first, so that spreadsheets read the UTF-8 (accents in names) as UTF-8. */
const BOM = '\uFEFF';

/**
 * The filtered trail as CSV (a header row, then newest first, at most AUDIT_EXPORT_MAX_ROWS rows). The export
 * is recorded in the trail after the rows are read, so it is not in its own file.
 */
export async function exportAuditCsv(db: Db, actorId: number, filters: AdminAuditFilters): Promise<string> {
  const rows = (await repo.auditRowsForExport(db, filters, AUDIT_EXPORT_MAX_ROWS)).map(asEvent);
  await repo.recordAudit(db, actorId, 'audit.export', `audit:${rows.length}`);
  const lines = [AUDIT_CSV_COLUMNS.map(csvCell).join(','), ...rows.map((r) => AUDIT_CSV_COLUMNS.map((c) => csvCell(r[c])).join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
