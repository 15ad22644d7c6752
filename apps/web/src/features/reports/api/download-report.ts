import type { Language } from '@club-pulse/contracts/constants';
import type { ReportCsvTable, ReportExportFormat } from '@club-pulse/contracts/report-exports';
import { downloadFile } from '../../../lib/download.ts';

/** Who reads the group report: the coach through the manager API, an admin through the admin API. */
export type GroupReportArea = 'manager' | 'admin';

/**
 * GET api/{manager|admin}/study/{id}/report/export: the group report as a PDF or CSV file, in `lang`. A CSV holds one
 * table: the players (the default) or, with `table=keyTerms`, the key-term summary.
 */
export const downloadGroupReport = (area: GroupReportArea, studyId: number, format: ReportExportFormat, lang: Language, table?: ReportCsvTable) =>
  table === 'keyTerms'
    ? downloadFile(`api/${area}/study/${studyId}/report/export?format=csv&table=keyTerms&lang=${lang}`, `club-pulse-key-terms-${studyId}.csv`)
    : downloadFile(`api/${area}/study/${studyId}/report/export?format=${format}&lang=${lang}`, `club-pulse-group-report-${studyId}.${format}`);

/** GET /api/evaluation/{id}/report/export: one's own report as a PDF, in `lang`. */
export const downloadOwnReport = (evaluationId: number, lang: Language) =>
  downloadFile(`api/evaluation/${evaluationId}/report/export?lang=${lang}`, `club-pulse-my-report-${evaluationId}.pdf`);
