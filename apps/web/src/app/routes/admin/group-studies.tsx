import type { AdminStudy } from '@club-pulse/contracts/admin-studies';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { useClub } from '../../../features/admin/api/get-club.ts';
import { groupStudiesQuery, useGroupStudies } from '../../../features/admin/api/get-group-studies.ts';
import { useStudyGroup } from '../../../features/admin/api/get-study-group.ts';
import { AdminBreadcrumbs } from '../../../features/admin/components/admin-breadcrumbs.tsx';
import { canCancel, useConfirmCancelStudy } from '../../../features/admin/components/cancel-study.tsx';
import { type Column, DataTable } from '../../../features/admin/components/data-table.tsx';
import { RowActions } from '../../../features/admin/components/row-actions.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { loadGroupContext } from '../../../features/admin/lib/group-context.ts';
import { numericParam } from '../../../lib/guards.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { StudyStateBadge, useStudyStateOptions } from '../../../features/studies/components/study-state-badge.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  const clubId = numericParam(params.clubId);
  const groupId = numericParam(params.studyGroupId);
  await Promise.all([loadGroupContext(clubId, groupId), queryClient.ensureQueryData(groupStudiesQuery(groupId))]);
  return { clubId, groupId };
}

/** The studies of a study group, with the actions study members, show report and cancel (after confirming). */
export function Component() {
  const { t, i18n } = useTranslation('admin');
  const stateOptions = useStudyStateOptions();
  const confirmCancel = useConfirmCancelStudy();
  const { clubId, groupId } = useLoaderData() as { clubId: number; groupId: number };
  const club = useClub(clubId);
  const group = useStudyGroup(groupId);
  const studies = useGroupStudies(groupId);
  const base = `/admin/clubs/${clubId}/studygroups/${groupId}`;

  const columns: Column<AdminStudy>[] = [
    {
      key: 'description',
      label: t('studies.description'),
      primary: true,
      sortValue: (s) => s.description,
      render: (s) => (
        <Text fw={600} size="sm">
          {s.description}
        </Text>
      ),
    },
    { key: 'quiz', label: t('studies.quiz'), sortValue: (s) => s.quiz, render: (s) => s.quiz },
    {
      key: 'state',
      label: t('studies.state'),
      sortValue: (s) => s.state,
      render: (s) => <StudyStateBadge state={s.state} />,
    },
    {
      key: 'startDate',
      label: t('studies.startDate'),
      sortValue: (s) => s.startDate,
      render: (s) => formatDate(s.startDate, i18n.language),
      nowrap: true,
    },
    { key: 'dueDate', label: t('studies.dueDate'), sortValue: (s) => s.dueDate, render: (s) => formatDate(s.dueDate, i18n.language), nowrap: true },
    {
      key: 'players',
      label: t('studies.playerAnswers'),
      sortValue: (s) => s.playerAnswers,
      render: (s) => t('studies.answersOf', { answered: s.playerAnswers, invited: s.playersInvited }),
    },
    {
      key: 'coaches',
      label: t('studies.coachAnswers'),
      sortValue: (s) => s.coachAnswers,
      render: (s) => t('studies.answersOf', { answered: s.coachAnswers, invited: s.coachesInvited }),
    },
  ];

  return (
    <div data-testid="admin-group-studies">
      <AdminBreadcrumbs
        items={[
          { label: t('clubs.title'), to: '/admin/clubs' },
          { label: club.data?.name ?? '', to: `/admin/clubs/${clubId}/studygroups` },
          { label: group.data?.name ?? '' },
        ]}
      />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle text={t('studies.title', { group: group.data?.name ?? '' })} />
        <Button variant="default" component={Link} to={`${base}/members`} data-testid="to-group-members">
          {t('studyGroups.toMembers')}
        </Button>
      </Group>
      <DataTable
        rows={studies.data}
        columns={columns}
        rowKey={(s) => s.id}
        searchText={(s) => `${s.description} ${s.quiz}`}
        filters={[
          {
            key: 'state',
            label: t('studies.state'),
            options: stateOptions,
            value: (s) => s.state,
          },
        ]}
        actions={(s) => (
          <RowActions
            name={s.description}
            actions={[
              { key: 'members', label: t('studies.members'), to: `${base}/studies/${s.id}/Members` },
              { key: 'report', label: t('studies.report'), to: `${base}/studies/${s.id}/report` },
              { key: 'cancel', label: t('cancelStudy.action'), color: 'red', disabled: !canCancel(s), onClick: () => confirmCancel(s) },
            ]}
          />
        )}
        loading={studies.isPending}
        emptyText={t('studies.empty')}
        testId="studies-table"
        rowTestId="study-row"
        initialSort={{ key: 'startDate', desc: true }}
        minWidth={820}
      />
    </div>
  );
}
