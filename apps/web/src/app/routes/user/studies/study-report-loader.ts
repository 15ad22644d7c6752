import type { LoaderFunctionArgs } from 'react-router';
import { studyCasesQuery } from '../../../../features/cases/api/cases.ts';
import { groupReportQuery } from '../../../../features/studies/api/get-group-report.ts';
import { studyQuery } from '../../../../features/studies/api/get-study.ts';
import { redirectOnStudyAccessError } from '../../../../features/studies/lib/study-access.ts';
import { prepareDates } from '../../../../lib/dates.ts';
import { numericParam, requireSquadRole } from '../../../../lib/guards.ts';
import { i18n } from '../../../../lib/i18n.ts';
import { queryClient } from '../../../../lib/query-client.ts';

/**
 * The group report's loader lives outside the lazy route module so that React Router runs it while the
 * module (and its charts) downloads, and it asks for the squad roles and the report at the same time: the
 * report is the page's largest paint, and on a phone three sequential round trips were most of its delay.
 * The server checks the coach's rights on the report itself; the squad-role check only chooses the redirect.
 * The study (for the trends link) and the follow-up cases are asked for in the same pass: drawn after the report,
 * they pushed it down the page (Lighthouse measured a layout shift of 0.76). Their failure is the panels' own
 * business (they show nothing), not the page's.
 */
export async function studyReportLoader({ params }: LoaderFunctionArgs) {
  const studyId = numericParam(params.id);
  prepareDates(i18n.language);
  await Promise.all([
    requireSquadRole(['Coach']),
    // Always the server's current figures (a revisit too); the screen does not fetch them again on mount.
    queryClient.fetchQuery(groupReportQuery(studyId, i18n.language)).catch(redirectOnStudyAccessError),
    queryClient.prefetchQuery(studyQuery(studyId)),
    queryClient.prefetchQuery(studyCasesQuery(studyId)),
  ]);
  return { studyId };
}
