import type { AdminAccount } from '@club-pulse/contracts/admin-accounts';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { accountsQuery, useAccounts } from '../../../features/admin/api/get-accounts.ts';
import { AccountFormModal } from '../../../features/admin/components/account-form-modal.tsx';
import { type Column, DataTable } from '../../../features/admin/components/data-table.tsx';
import { StatusBadge } from '../../../features/admin/components/status-badge.tsx';
import { formatDay } from '../../../features/admin/lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';

export async function loader() {
  await queryClient.ensureQueryData(accountsQuery());
  return null;
}

/** Customer accounts: name, owner, dates, active, customer code; new and edit. */
export function Component() {
  const { t, i18n } = useTranslation('admin');
  const accounts = useAccounts();
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (a: AdminAccount | null) => {
    setEditing(a);
    setOpened(true);
  };

  const columns: Column<AdminAccount>[] = [
    { key: 'name', label: t('accounts.name'), primary: true, sortValue: (a) => a.name, render: (a) => <Text fw={600} size="sm" data-testid="account-row-name">{a.name}</Text> },
    { key: 'ownerName', label: t('accounts.ownerName'), sortValue: (a) => a.ownerName, render: (a) => a.ownerName },
    { key: 'ownerEmail', label: t('accounts.ownerEmail'), sortValue: (a) => a.ownerEmail, render: (a) => a.ownerEmail },
    { key: 'customerCode', label: t('accounts.customerCode'), sortValue: (a) => a.customerCode, render: (a) => a.customerCode, nowrap: true },
    { key: 'activationDate', label: t('accounts.activationDate'), sortValue: (a) => a.activationDate, render: (a) => formatDay(a.activationDate, i18n.language), nowrap: true },
    { key: 'renewalDate', label: t('accounts.renewalDate'), sortValue: (a) => a.renewalDate, render: (a) => formatDay(a.renewalDate, i18n.language), nowrap: true },
    {
      key: 'active',
      label: t('accounts.active'),
      sortValue: (a) => a.active,
      render: (a) => (
        <StatusBadge ok={a.inGoodStanding} label={!a.active ? t('accounts.inactive') : a.inGoodStanding ? t('accounts.isActive') : t('accounts.expired')} testId="account-state" />
      ),
    },
    { key: 'clubs', label: t('accounts.clubs'), sortValue: (a) => a.clubs, render: (a) => a.clubs },
  ];

  return (
    <div data-testid="admin-accounts">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle text={t('accounts.title')} />
        <Button onClick={() => open(null)} data-testid="new-account">
          {t('accounts.new')}
        </Button>
      </Group>
      <DataTable
        rows={accounts.data}
        columns={columns}
        rowKey={(a) => a.id}
        searchText={(a) => `${a.name} ${a.ownerName} ${a.ownerEmail} ${a.customerCode}`}
        filters={[
          {
            key: 'active',
            label: t('accounts.active'),
            options: [
              { value: 'yes', label: t('accounts.isActive') },
              { value: 'expired', label: t('accounts.expired') },
              { value: 'no', label: t('accounts.inactive') },
            ],
            value: (a) => (!a.active ? 'no' : a.inGoodStanding ? 'yes' : 'expired'),
          },
        ]}
        actions={(a) => (
          <Button variant="light" size="compact-sm" onClick={() => open(a)} aria-label={t('accounts.editNamed', { name: a.name })} data-testid="edit-account">
            {t('accounts.edit')}
          </Button>
        )}
        loading={accounts.isPending}
        emptyText={t('accounts.empty')}
        testId="accounts-table"
        rowTestId="account-row"
        initialSort={{ key: 'name' }}
        minWidth={960}
      />
      <AccountFormModal opened={opened} onClose={() => setOpened(false)} account={editing} />
    </div>
  );
}
