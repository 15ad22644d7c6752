import { Anchor, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { PageTitle } from '../../../../components/page-title.tsx';
import { evaluationReportQuery } from '../../../../features/evaluations/api/get-evaluation-report.ts';
import { evaluationReportHelpQuery } from '../../../../features/evaluations/api/get-evaluation-report-help.ts';
import { IndividualReportView } from '../../../../features/reports/components/individual-report-view.tsx';
import { OwnReportDownload } from '../../../../features/reports/components/report-downloads.tsx';
import { MyHistory } from '../../../../features/trends/components/my-history.tsx';
import { playerSupportQuery } from '../../../../features/support/api/get-player-support.ts';
import { SupportPanel } from '../../../../features/support/components/support-panel.tsx';
import { prepareDates } from '../../../../lib/dates.ts';
import { numericParam, requireSquadRole } from '../../../../lib/guards.ts';
import { i18n } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { queryClient } from '../../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  await requireSquadRole(['Player', 'Coach']);
  const id = numericParam(params.id);
  prepareDates(i18n.language);
  try {
    await Promise.all([
      queryClient.ensureQueryData(evaluationReportQuery(id, i18n.language)),
      // The help is an extra: the report shows without it.
      queryClient.ensureQueryData(evaluationReportHelpQuery(id, i18n.language)).catch(() => undefined),
      queryClient.ensureQueryData(playerSupportQuery(id, i18n.language)).catch(() => undefined),
    ]);
  } catch (err) {
    notify.apiError('player:toasts.reportError', err);
    throw redirect('/evaluations/finished');
  }
  return { id };
}

export function Component() {
  const { id } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const { t, i18n: i } = useTranslation('player');
  const { data: report } = useQuery({ ...evaluationReportQuery(id, i.language), placeholderData: keepPreviousData });
  const { data: help } = useQuery({ ...evaluationReportHelpQuery(id, i.language), placeholderData: keepPreviousData });
  const { data: support } = useQuery({ ...playerSupportQuery(id, i.language), placeholderData: keepPreviousData });
  return (
    <Stack gap="md" data-testid="report-screen">
      <PageTitle text={t('report.title')} />
      <Anchor component={Link} to="/evaluations/finished" size="sm">
        {t('report.back')}
      </Anchor>
      {support?.needsSupport && <SupportPanel support={support} />}
      {report && <IndividualReportView report={report} help={help} />}
      {report && <MyHistory currentId={id} />}
      {report && <OwnReportDownload evaluationId={id} />}
    </Stack>
  );
}
