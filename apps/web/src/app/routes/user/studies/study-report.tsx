import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../../../../components/page-title.tsx';
import { GroupReportView } from '../../../../features/reports/components/group-report-view.tsx';
import { useGroupReport } from '../../../../features/studies/api/get-group-report.ts';
import { ContentLoader } from '../../../../components/content-loader.tsx';
import { StudyCasesPanel } from '../../../../features/cases/components/study-cases-panel.tsx';
import { NoSupportContactAlert } from '../../../../features/support/components/no-support-contact-alert.tsx';
import { GroupReportDownloads } from '../../../../features/reports/components/report-downloads.tsx';
import { useStudy } from '../../../../features/studies/api/get-study.ts';
import { Group, Stack } from '@mantine/core';

/** The group report (its loader is `study-report-loader.ts`, outside this lazy module). */
export function Component() {
  const { t, i18n: i18next } = useTranslation('coach');
  const { studyId } = useLoaderData() as { studyId: number };
  const report = useGroupReport(studyId, i18next.language);
  const study = useStudy(studyId);
  return (
    <div data-testid="study-report-page">
      <Anchor component={Link} to="/studies" size="sm">
        ← {t('list.title')}
      </Anchor>
      <PageTitle text={t('report.title')} />
      {report.data ? (
        <Stack gap="xl">
          <Group justify="space-between" gap="sm">
            <GroupReportDownloads area="manager" studyId={studyId} keyTerms={report.data.study.hasKeyTermSummary} />
            <Group gap="md">
              {/* Who has not answered yet, and the reminders, one click from the report (not only in the actions menu). */}
              <Anchor component={Link} to={`/studies/${studyId}/members`} data-testid="open-study-members">
                {t('report.toMembers')}
              </Anchor>
              {study.data && (
                <Anchor component={Link} to={`/teams/${study.data.studyGroupId}/trends?study=${studyId}`} data-testid="open-team-trends">
                  {t('trends:open')}
                </Anchor>
              )}
            </Group>
          </Group>
          {study.data && <NoSupportContactAlert clubId={study.data.clubId} />}
          <GroupReportView report={report.data} afterSummary={<StudyCasesPanel studyId={studyId} finished={report.data.players.answered} />} />
        </Stack>
      ) : (
        <ContentLoader />
      )}
    </div>
  );
}
