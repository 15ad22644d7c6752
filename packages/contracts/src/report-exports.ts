import { z } from 'zod';
import { LanguageQuery } from './evaluations.ts';

/** What a group report can be downloaded as: a PDF of what the screen shows, or a CSV of its tables. */
export const REPORT_EXPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** The tables of the group report's CSV, one file each: a row per player, or a row per key term of the summary. */
export const REPORT_CSV_TABLES = ['players', 'keyTerms'] as const;
export type ReportCsvTable = (typeof REPORT_CSV_TABLES)[number];

/** GET api/manager/study/{id}/report/export and the admin's: the group report as a file, in `lang` (`table`: CSV only). */
export const GroupReportExportQuery = LanguageQuery.extend({
  format: z.enum(REPORT_EXPORT_FORMATS),
  table: z.enum(REPORT_CSV_TABLES).default('players'),
});
export type GroupReportExportQuery = z.infer<typeof GroupReportExportQuery>;

/** GET /api/evaluation/{id}/report/export: one's own personal report as a PDF, in `lang`. */
export const IndividualReportExportQuery = LanguageQuery;
export type IndividualReportExportQuery = z.infer<typeof IndividualReportExportQuery>;
