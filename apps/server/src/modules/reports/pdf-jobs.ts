import type { Language } from '@club-pulse/contracts/constants';
import type { GroupReport, IndividualReport } from '@club-pulse/contracts/reports';
import type { PlayerSupport } from '@club-pulse/contracts/support';
import { type ExportFile, groupReportPdf, individualReportPdf } from './report-export.service.ts';

/**
 * What a PDF thread is given: the report as the screen has it (every gate applied), its language, date and the
 * club's time zone (IANA), in which the file writes its dates and times; a personal report also the player's support
 * (the club's contacts and the helplines "Get support" shows them), since a printed page has no link to that page.
 */
export type PdfJob =
  | { kind: 'groupReport'; report: GroupReport; lang: Language; now: Date; timeZone: string }
  | { kind: 'individualReport'; report: IndividualReport; support: PlayerSupport; lang: Language; now: Date; timeZone: string };

/** Draws the file of a job (in a PDF thread, or on the event loop when there is none). */
export function drawPdf(job: PdfJob): Promise<ExportFile> {
  return job.kind === 'groupReport'
    ? groupReportPdf(job.report, job.lang, job.now, job.timeZone)
    : individualReportPdf(job.report, job.support, job.lang, job.now, job.timeZone);
}
