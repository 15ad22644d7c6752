import { Button, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { evaluationHelpQuery } from '../../../features/reports/api/get-evaluation-help.ts';
import { evaluationReportQuery } from '../../../features/reports/api/get-evaluation-report.ts';
import { notFoundOnMissing } from '../../../features/admin/lib/load.ts';
import { IndividualReportView } from '../../../features/reports/components/individual-report-view.tsx';
import { numericParam } from '../../../lib/guards.ts';
import { i18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = numericParam(params.evaluationId);
  await Promise.all([
    // Each read is recorded by the server (audit events): fetch it once per visit.
    queryClient.fetchQuery(evaluationReportQuery(id, i18n.language)),
    // The help is an extra: the report shows without it.
    queryClient.ensureQueryData(evaluationHelpQuery(id, i18n.language)).catch(() => undefined),
  ]).catch(notFoundOnMissing);
  return { id };
}

/** An evaluation's individual report with its help (admin read, audited), named after the player and worded for the admin. */
export function Component() {
  const { t, i18n: i } = useTranslation('admin');
  const navigate = useNavigate();
  const { id } = useLoaderData() as { id: number };
  const { data: report } = useQuery({ ...evaluationReportQuery(id, i.language), placeholderData: keepPreviousData });
  const { data: help } = useQuery({ ...evaluationHelpQuery(id, i.language), placeholderData: keepPreviousData });
  return (
    <Stack gap="md" data-testid="admin-individual-report">
      <div>
        <Button variant="subtle" size="compact-sm" onClick={() => navigate(-1)} data-testid="report-back">
          ← {t('report.back')}
        </Button>
      </div>
      <PageTitle text={report ? t('report.individual.title', { name: report.player }) : t('report.individualTitle')} />
      {report && <IndividualReportView report={report} help={help} subject={report.player} />}
    </Stack>
  );
}
