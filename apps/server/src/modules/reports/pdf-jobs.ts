import type { Language } from '@club-pulse/contracts/constants';
import type { GroupReport, IndividualReport } from '@club-pulse/contracts/reports';
import { type ExportFile, groupReportPdf, individualReportPdf } from './report-export.service.ts';

/**
 * What a PDF thread is given: the report as the screen has it (every gate applied), its language, date and the
 * club's time zone (IANA), in which the file writes its dates and times.
 */
export type PdfJob =
  | { kind: 'groupReport'; report: GroupReport; lang: Language; now: Date; timeZone: string }
  | { kind: 'individualReport'; report: IndividualReport; lang: Language; now: Date; timeZone: string };

/** Draws the file of a job (in a PDF thread, or on the event loop when there is none). */
export function drawPdf(job: PdfJob): Promise<ExportFile> {
  return job.kind === 'groupReport'
    ? groupReportPdf(job.report, job.lang, job.now, job.timeZone)
    : individualReportPdf(job.report, job.lang, job.now, job.timeZone);
}
