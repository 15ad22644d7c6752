import type { AdminSquadMember } from '@club-pulse/contracts/admin-squad-members';
import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { clubQuery, useClub } from '../../../features/clubs/api/get-club.ts';
import { clubMembersQuery, useClubMembers } from '../../../features/clubs/api/get-club-members.ts';
import { studyGroupsQuery, useStudyGroups } from '../../../features/teams/api/get-study-groups.ts';
import { useRemoveSquadMember } from '../../../features/clubs/api/remove-squad-member.ts';
import { AddCoachModal } from '../../../features/clubs/components/add-coach-modal.tsx';
import { AdminBreadcrumbs } from '../../../features/admin/components/admin-breadcrumbs.tsx';
import { DataTable } from '../../../components/lists/data-table.tsx';
import { notFoundOnMissing } from '../../../features/admin/lib/load.ts';
import { useSquadColumns } from '../../../features/members/lib/squad-columns.tsx';
import { numericParam } from '../../../lib/guards.ts';
import { notify } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const clubId = numericParam(params.clubId);
  await Promise.all([
    queryClient.ensureQueryData(clubQuery(clubId)),
    queryClient.ensureQueryData(clubMembersQuery(clubId)),
    queryClient.ensureQueryData(studyGroupsQuery(clubId)),
  ]).catch(notFoundOnMissing);
  return { clubId };
}

/** The members of a club: remove one after confirming (their unfinished evaluations are cancelled); add a coach by email. */
export function Component() {
  const { t } = useTranslation('admin');
  const { clubId } = useLoaderData() as { clubId: number };
  const club = useClub(clubId);
  const members = useClubMembers(clubId);
  const groups = useStudyGroups(clubId);
  const remove = useRemoveSquadMember();
  const [adding, setAdding] = useState(false);
  const { columns, roleFilter } = useSquadColumns({ withGroup: true });

  const confirmRemove = (m: AdminSquadMember) =>
    modals.openConfirmModal({
      title: t('members.removeTitle'),
      children: <Text size="sm">{t('members.removeText', { name: m.fullName, club: club.data?.name ?? '' })}</Text>,
      labels: { confirm: t('members.remove'), cancel: t('form.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-remove' } as never,
      cancelProps: { 'data-testid': 'cancel-remove' } as never,
      onConfirm: async () => {
        try {
          const res = await remove.mutateAsync({ clubId, squadMemberId: m.squadMemberId });
          notify.success('admin:toasts.memberRemoved', { name: m.fullName, count: res.cancelledEvaluations });
        } catch (err) {
          notify.apiError('admin:toasts.memberRemoveError', err);
        }
      },
    });

  const accepts = club.data?.acceptsNewWork ?? true;
  return (
    <div data-testid="admin-club-members">
      <AdminBreadcrumbs
        items={[
          { label: t('clubs.title'), to: '/admin/clubs' },
          { label: club.data?.name ?? '', to: `/admin/clubs/${clubId}/studygroups` },
          { label: t('members.crumb') },
        ]}
      />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle text={t('members.title', { club: club.data?.name ?? '' })} />
        <Button onClick={() => setAdding(true)} disabled={!accepts} data-testid="add-coach">
          {t('members.addCoach')}
        </Button>
      </Group>
      {members.data && members.data.length > 0 && (
        // The clubs list counts people; this list has a row per place in a study group: say both, so they agree.
        <Text size="sm" c="dimmed" mb="sm" data-testid="club-members-count">
          {t('members.people', { count: new Set(members.data.map((m) => m.memberId)).size })}
          {new Set(members.data.map((m) => m.memberId)).size < members.data.length
            ? ` ${t('members.rowsPerGroup', { count: members.data.length })}`
            : ''}
        </Text>
      )}
      {!accepts && (
        <Alert color="orange" mb="sm" data-testid="club-inactive">
          {t('members.clubInactive')}
        </Alert>
      )}
      <DataTable
        label={t('members.title', { club: club.data?.name ?? '' })}
        rows={members.data}
        columns={columns}
        rowKey={(m) => m.squadMemberId}
        rowName={(m) => m.fullName}
        searchText={(m) => `${m.fullName} ${m.email}`}
        filters={[
          roleFilter,
          {
            key: 'group',
            label: t('members.studyGroup'),
            options: (groups.data ?? []).map((g) => ({ value: g.name, label: g.name })),
            value: (m) => m.studyGroup ?? '',
          },
        ]}
        actions={(m) => (
          // A quiet button on every row: the red is kept for the dialog that confirms the removal.
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => confirmRemove(m)}
            aria-label={t('members.removeNamed', { name: m.fullName })}
            data-testid="remove-member"
          >
            {t('members.remove')}
          </Button>
        )}
        loading={members.isPending}
        emptyText={t('members.empty')}
        testId="club-members-table"
        rowTestId="club-member-row"
        initialSort={{ key: 'fullName' }}
      />
      <AddCoachModal opened={adding} onClose={() => setAdding(false)} clubId={clubId} groups={groups.data ?? []} />
    </div>
  );
}
