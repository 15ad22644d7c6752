import type { AdminClub } from '@club-pulse/contracts/admin-clubs';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { accountsQuery, useAccounts } from '../../../features/admin/api/get-accounts.ts';
import { clubsQuery, useClubs } from '../../../features/admin/api/get-clubs.ts';
import { ClubFormModal } from '../../../features/admin/components/club-form-modal.tsx';
import { type Column, DataTable } from '../../../features/admin/components/data-table.tsx';
import { RowActions } from '../../../features/admin/components/row-actions.tsx';
import { StatusBadge } from '../../../features/admin/components/status-badge.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export async function loader() {
  await Promise.all([queryClient.ensureQueryData(clubsQuery()), queryClient.ensureQueryData(accountsQuery())]);
  return null;
}

/** Clubs: name, code, manager, active; new club, edit, and the way to its study groups and members. */
export function Component() {
  const { t } = useTranslation('admin');
  const clubs = useClubs();
  const accounts = useAccounts();
  const [editing, setEditing] = useState<AdminClub | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (club: AdminClub | null) => {
    setEditing(club);
    setOpened(true);
  };
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));

  const columns: Column<AdminClub>[] = [
    { key: 'name', label: t('clubs.name'), primary: true, sortValue: (c) => c.name, render: (c) => <Text fw={600} size="sm" data-testid="club-row-name">{c.name}</Text> },
    { key: 'code', label: t('clubs.code'), sortValue: (c) => c.code, render: (c) => c.code, nowrap: true },
    { key: 'manager', label: t('clubs.manager'), sortValue: (c) => c.manager, render: (c) => c.manager ?? <Text span size="sm" c="dimmed">{t('clubs.noManager')}</Text> },
    { key: 'account', label: t('clubs.account'), sortValue: (c) => c.account, render: (c) => c.account },
    {
      key: 'active',
      label: t('clubs.active'),
      sortValue: (c) => c.active,
      render: (c) => <StatusBadge ok={c.active} label={yesNo(c.active)} testId="club-active-badge" />,
    },
    { key: 'studyGroups', label: t('clubs.studyGroups'), sortValue: (c) => c.studyGroups, render: (c) => c.studyGroups },
    { key: 'members', label: t('clubs.members'), sortValue: (c) => c.members, render: (c) => c.members },
  ];

  return (
    <div data-testid="admin-clubs">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle text={t('clubs.title')} />
        <Button onClick={() => open(null)} data-testid="new-club">
          {t('clubs.new')}
        </Button>
      </Group>
      <DataTable
        rows={clubs.data}
        columns={columns}
        rowKey={(c) => c.id}
        searchText={(c) => `${c.name} ${c.code} ${c.manager ?? ''} ${c.account}`}
        filters={[
          { key: 'active', label: t('clubs.active'), options: [{ value: 'yes', label: t('common.yes') }, { value: 'no', label: t('common.no') }], value: (c) => (c.active ? 'yes' : 'no') },
          { key: 'account', label: t('clubs.account'), options: (accounts.data ?? []).map((a) => ({ value: a.name, label: a.name })), value: (c) => c.account },
        ]}
        actions={(c) => (
          <RowActions
            name={c.name}
            actions={[
              { key: 'studygroups', label: t('clubs.toStudyGroups'), to: `/admin/clubs/${c.id}/studygroups` },
              { key: 'members', label: t('clubs.toMembers'), to: `/admin/clubs/${c.id}/members` },
              { key: 'edit', label: t('clubs.edit'), onClick: () => open(c) },
            ]}
          />
        )}
        loading={clubs.isPending}
        emptyText={t('clubs.empty')}
        testId="clubs-table"
        rowTestId="club-row"
        initialSort={{ key: 'name' }}
      />
      <ClubFormModal opened={opened} onClose={() => setOpened(false)} club={editing} accounts={accounts.data ?? []} />
    </div>
  );
}
