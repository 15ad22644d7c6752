import { Anchor, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { PageTitle } from '../../../../components/page-title.tsx';
import { GroupReportView } from '../../../../features/reports/components/group-report-view.tsx';
import { groupReportQuery, useGroupReport } from '../../../../features/studies/api/get-group-report.ts';
import { redirectOnStudyAccessError } from '../../../../features/studies/lib/study-access.ts';
import { numericParam, requireSquadRole } from '../../../../lib/guards.ts';
import { i18n } from '../../../../lib/i18n.ts';
import { queryClient } from '../../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const studyId = numericParam(params.id);
  await requireSquadRole(['Coach']);
  await queryClient.ensureQueryData(groupReportQuery(studyId, i18n.language)).catch(redirectOnStudyAccessError);
  return { studyId };
}

export function Component() {
  const { t, i18n: i18next } = useTranslation('coach');
  const { studyId } = useLoaderData() as { studyId: number };
  const report = useGroupReport(studyId, i18next.language);
  return (
    <div data-testid="study-report-page">
      <Anchor component={Link} to="/studies" size="sm">
        ← {t('list.title')}
      </Anchor>
      <PageTitle text={t('report.title')} />
      {report.data ? (
        <GroupReportView report={report.data} />
      ) : (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Group>
      )}
    </div>
  );
}
