import { Anchor, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../../../../components/page-title.tsx';
import { GroupReportView } from '../../../../features/reports/components/group-report-view.tsx';
import { useGroupReport } from '../../../../features/studies/api/get-group-report.ts';

/** The group report (its loader is `study-report-loader.ts`, outside this lazy module). */
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
