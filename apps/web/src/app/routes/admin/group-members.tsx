import type { AdminSquadMember } from '@club-pulse/contracts/admin-squad-members';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { useClub } from '../../../features/clubs/api/get-club.ts';
import { groupMembersQuery, useGroupMembers } from '../../../features/teams/api/get-group-members.ts';
import { useStudyGroup } from '../../../features/teams/api/get-study-group.ts';
import { AdminBreadcrumbs } from '../../../features/admin/components/admin-breadcrumbs.tsx';
import { DataTable } from '../../../components/lists/data-table.tsx';
import { loadGroupContext } from '../../../features/teams/lib/group-context.ts';
import { useSquadColumns } from '../../../features/members/lib/squad-columns.tsx';
import { RosterImportButton } from '../../../features/roster-import/components/roster-import-modal.tsx';
import { numericParam } from '../../../lib/guards.ts';
import { queryClient } from '../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const clubId = numericParam(params.clubId);
  const groupId = numericParam(params.studyGroupId);
  await Promise.all([loadGroupContext(clubId, groupId), queryClient.ensureQueryData(groupMembersQuery(groupId))]);
  return { clubId, groupId };
}

/** The current members of a study group. */
export function Component() {
  const { t } = useTranslation('admin');
  const { clubId, groupId } = useLoaderData() as { clubId: number; groupId: number };
  const club = useClub(clubId);
  const group = useStudyGroup(groupId);
  const members = useGroupMembers(groupId);
  const { columns, roleFilter } = useSquadColumns({ withGroup: false });
  return (
    <div data-testid="admin-group-members">
      <AdminBreadcrumbs
        items={[
          { label: t('clubs.title'), to: '/admin/clubs' },
          { label: club.data?.name ?? '', to: `/admin/clubs/${clubId}/studygroups` },
          { label: group.data?.name ?? '', to: `/admin/clubs/${clubId}/studygroups/${groupId}/studies` },
          { label: t('groupMembers.crumb') },
        ]}
      />
      <PageTitle text={t('groupMembers.title', { group: group.data?.name ?? '' })} />
      <Group justify="flex-end" mb="sm">
        <RosterImportButton groupId={groupId} />
      </Group>
      <DataTable<AdminSquadMember>
        label={t('groupMembers.title', { group: group.data?.name ?? '' })}
        rows={members.data}
        columns={columns}
        rowKey={(m) => m.squadMemberId}
        rowName={(m) => m.fullName}
        searchText={(m) => `${m.fullName} ${m.email}`}
        filters={[roleFilter]}
        loading={members.isPending}
        emptyText={t('groupMembers.empty')}
        testId="group-members-table"
        rowTestId="group-member-row"
        initialSort={{ key: 'fullName' }}
      />
    </div>
  );
}
