import type { AdminStudyMember } from '@club-pulse/contracts/admin-studies';
import { EvaluationState } from '@club-pulse/contracts/enums';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AnswerRetentionNote } from '../../../components/answer-retention-note.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useClub } from '../../../features/clubs/api/get-club.ts';
import { useStudy } from '../../../features/studies/api/get-admin-study.ts';
import { useStudyGroup } from '../../../features/teams/api/get-study-group.ts';
import { studyMembersQuery, useStudyMembers } from '../../../features/studies/api/get-admin-study-members.ts';
import { AdminBreadcrumbs } from '../../../features/admin/components/admin-breadcrumbs.tsx';
import { canCancel, useConfirmCancelStudy } from '../../../features/studies/components/cancel-study.tsx';
import { StudyStateBadge } from '../../../features/studies/components/study-state-badge.tsx';
import { type Column, DataTable } from '../../../components/lists/data-table.tsx';
import { loadGroupContext } from '../../../features/teams/lib/group-context.ts';
import { numericParam } from '../../../lib/guards.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useEvaluationStateLabel } from '../../../features/evaluations/components/evaluation-state-badge.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  const clubId = numericParam(params.clubId);
  const groupId = numericParam(params.studyGroupId);
  const studyId = numericParam(params.studyId);
  await Promise.all([loadGroupContext(clubId, groupId, studyId), queryClient.ensureQueryData(studyMembersQuery(studyId))]);
  return { clubId, groupId, studyId };
}

/**
 * Who was invited to a study, their role and state; a finished evaluation opens its individual report. The
 * study's state, when its answers will be (or were) deleted, and cancelling it after a confirmation that says what follows.
 */
export function Component() {
  const { t } = useTranslation('admin');
  const evaluationStateLabel = useEvaluationStateLabel();
  const confirmCancel = useConfirmCancelStudy();
  const { clubId, groupId, studyId } = useLoaderData() as { clubId: number; groupId: number; studyId: number };
  const club = useClub(clubId);
  const group = useStudyGroup(groupId);
  const study = useStudy(studyId);
  const members = useStudyMembers(studyId);
  const base = `/admin/clubs/${clubId}/studygroups/${groupId}`;

  const columns: Column<AdminStudyMember>[] = [
    { key: 'fullName', label: t('members.fullName'), primary: true, sortValue: (m) => m.fullName, render: (m) => m.fullName },
    { key: 'email', label: t('members.email'), sortValue: (m) => m.email, render: (m) => m.email },
    { key: 'role', label: t('members.role'), sortValue: (m) => m.role, render: (m) => t(`roles.${m.role}`) },
    {
      key: 'category',
      label: t('members.category'),
      sortValue: (m) => m.category,
      render: (m) => t(`categories.${m.category}`, { defaultValue: m.category }),
    },
    {
      key: 'state',
      label: t('studies.state'),
      sortValue: (m) => m.state,
      render: (m) => (
        <Badge
          variant="light"
          color={m.state === 'finished' ? 'green' : m.state === 'cancelled' ? 'red' : 'gray'}
          style={{ minWidth: 'max-content' }}
          data-testid="evaluation-state"
        >
          {evaluationStateLabel(m.state)}
        </Badge>
      ),
    },
  ];

  return (
    <div data-testid="admin-study-members">
      <AdminBreadcrumbs
        items={[
          { label: t('clubs.title'), to: '/admin/clubs' },
          { label: club.data?.name ?? '', to: `/admin/clubs/${clubId}/studygroups` },
          { label: group.data?.name ?? '', to: `${base}/studies` },
          { label: study.data?.description ?? '' },
        ]}
      />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle text={t('studyMembers.title', { study: study.data?.description ?? '' })} />
        {study.data && (
          <Group gap="xs" align="center">
            <StudyStateBadge state={study.data.state} />
            {canCancel(study.data) ? (
              <Button variant="light" color="red" onClick={() => study.data && confirmCancel(study.data)} data-testid="cancel-study">
                {t('cancelStudy.action')}
              </Button>
            ) : (
              study.data.state !== 'cancelled' && (
                // An ended study: the screen says why it cannot be cancelled (docs/design.md#states).
                <Text size="xs" c="dimmed" data-testid="cancel-study-unavailable">
                  {t('cancelStudy.unavailable')}
                </Text>
              )
            )}
          </Group>
        )}
      </Group>
      {study.data && <AnswerRetentionNote retention={study.data.answerRetention} testId="study-answer-retention" />}
      <Anchor component={Link} to={`${base}/studies/${studyId}/report`} size="sm" mb="sm" display="inline-block" data-testid="to-study-report">
        {t('studies.report')}
      </Anchor>
      <DataTable
        label={t('studyMembers.title', { study: study.data?.description ?? '' })}
        rows={members.data}
        columns={columns}
        rowKey={(m) => m.evaluationId}
        searchText={(m) => `${m.fullName} ${m.email}`}
        filters={[
          {
            key: 'role',
            label: t('members.role'),
            options: (['Coach', 'Player'] as const).map((r) => ({ value: r, label: t(`roles.${r}`) })),
            value: (m) => m.role,
          },
          {
            key: 'state',
            label: t('studies.state'),
            options: EvaluationState.options.map((s) => ({ value: s, label: evaluationStateLabel(s) })),
            value: (m) => m.state,
          },
        ]}
        actions={(m) =>
          m.state === 'finished' ? (
            <Anchor
              component={Link}
              to={`/admin/evaluations/${m.evaluationId}/report`}
              size="sm"
              data-testid="individual-report-link"
              aria-label={t('studyMembers.reportOf', { name: m.fullName })}
            >
              {t('studyMembers.report')}
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed">
              {t('studyMembers.noReport')}
            </Text>
          )
        }
        loading={members.isPending}
        emptyText={t('studyMembers.empty')}
        testId="study-members-table"
        rowTestId="study-member-row"
        initialSort={{ key: 'fullName' }}
      />
    </div>
  );
}
