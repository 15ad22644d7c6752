import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { useClub } from '../../../features/clubs/api/get-club.ts';
import { useStudy } from '../../../features/studies/api/get-admin-study.ts';
import { useStudyGroup } from '../../../features/teams/api/get-study-group.ts';
import { studyReportQuery, useStudyReport } from '../../../features/studies/api/get-study-report.ts';
import { AdminBreadcrumbs } from '../../../features/admin/components/admin-breadcrumbs.tsx';
import { loadGroupContext } from '../../../features/teams/lib/group-context.ts';
import { GroupReportView } from '../../../features/reports/components/group-report-view.tsx';
import { GroupReportDownloads } from '../../../features/reports/components/report-downloads.tsx';
import { numericParam } from '../../../lib/guards.ts';
import { i18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { ContentLoader } from '../../../components/content-loader.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  const clubId = numericParam(params.clubId);
  const groupId = numericParam(params.studyGroupId);
  const studyId = numericParam(params.studyId);
  await Promise.all([loadGroupContext(clubId, groupId, studyId), queryClient.ensureQueryData(studyReportQuery(studyId, i18n.language))]);
  return { clubId, groupId, studyId };
}

/** The group report of a study: the same content and rules as the coach's. */
export function Component() {
  const { t, i18n: i } = useTranslation('admin');
  const { clubId, groupId, studyId } = useLoaderData() as { clubId: number; groupId: number; studyId: number };
  const club = useClub(clubId);
  const group = useStudyGroup(groupId);
  const study = useStudy(studyId);
  const report = useStudyReport(studyId, i.language);
  const base = `/admin/clubs/${clubId}/studygroups/${groupId}`;
  return (
    <div data-testid="admin-study-report">
      <AdminBreadcrumbs
        items={[
          { label: t('clubs.title'), to: '/admin/clubs' },
          { label: club.data?.name ?? '', to: `/admin/clubs/${clubId}/studygroups` },
          { label: group.data?.name ?? '', to: `${base}/studies` },
          { label: study.data?.description ?? '', to: `${base}/studies/${studyId}/Members` },
          { label: t('report.groupTitle') },
        ]}
      />
      <PageTitle text={t('report.groupTitle')} />
      {report.data ? (
        <Stack gap="xl">
          <GroupReportDownloads area="admin" studyId={studyId} keyTerms={report.data.study.hasKeyTermSummary} />
          <GroupReportView report={report.data} />
        </Stack>
      ) : (
        <ContentLoader />
      )}
    </div>
  );
}
