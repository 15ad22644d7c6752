import type { AdminMember } from '@club-pulse/contracts/admin-members';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { membersQuery, useMembers } from '../../../features/admin/api/get-members.ts';
import { useSetMemberEnabled } from '../../../features/admin/api/set-member-enabled.ts';
import { type Column, DataTable } from '../../../features/admin/components/data-table.tsx';
import { StatusBadge } from '../../../features/admin/components/status-badge.tsx';
import { useAuth } from '../../../lib/auth-store.ts';
import { notify } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';

export async function loader() {
  await queryClient.ensureQueryData(membersQuery());
  return null;
}

/** Users: enable or disable (a disabled member cannot sign in and is signed out everywhere). */
export function Component() {
  const { t } = useTranslation('admin');
  const { userInfo } = useAuth();
  const members = useMembers();
  const setEnabled = useSetMemberEnabled();

  const change = async (m: AdminMember, enabled: boolean) => {
    try {
      await setEnabled.mutateAsync({ id: m.id, enabled });
      notify.success(enabled ? 'admin:toasts.userEnabled' : 'admin:toasts.userDisabled', { name: m.fullName });
    } catch (err) {
      notify.apiError(enabled ? 'admin:toasts.userEnableError' : 'admin:toasts.userDisableError', err);
    }
  };
  const confirmDisable = (m: AdminMember) =>
    modals.openConfirmModal({
      title: t('users.disableTitle'),
      children: <Text size="sm">{t('users.disableText', { name: m.fullName })}</Text>,
      labels: { confirm: t('users.disable'), cancel: t('form.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-disable' } as never,
      onConfirm: () => change(m, false),
    });

  const columns: Column<AdminMember>[] = [
    { key: 'fullName', label: t('users.fullName'), primary: true, sortValue: (m) => m.fullName, render: (m) => <span data-testid="user-name">{m.fullName}</span> },
    { key: 'email', label: t('users.email'), sortValue: (m) => m.email, render: (m) => m.email },
    { key: 'role', label: t('users.role'), sortValue: (m) => m.role, render: (m) => t(`users.roles.${m.role}`) },
    {
      key: 'squadRoles',
      label: t('users.squadRoles'),
      render: (m) => (m.squadRoles.length ? m.squadRoles.map((r) => t(`roles.${r}`)).join(', ') : '–'),
    },
    { key: 'clubs', label: t('users.clubs'), sortValue: (m) => m.clubs.join(', ') || null, render: (m) => m.clubs.join(', ') || '–' },
    {
      key: 'enabled',
      label: t('users.state'),
      sortValue: (m) => m.enabled,
      render: (m) => <StatusBadge ok={m.enabled} label={m.enabled ? t('users.enabled') : t('users.disabled')} testId="user-state" />,
    },
  ];

  return (
    <div data-testid="admin-users">
      <PageTitle text={t('users.title')} />
      <DataTable
        rows={members.data}
        columns={columns}
        rowKey={(m) => m.id}
        searchText={(m) => `${m.fullName} ${m.email} ${m.clubs.join(' ')}`}
        filters={[
          { key: 'role', label: t('users.role'), options: (['AppAdmin', 'User'] as const).map((r) => ({ value: r, label: t(`users.roles.${r}`) })), value: (m) => m.role },
          { key: 'squadRole', label: t('users.squadRoles'), options: (['Coach', 'Player'] as const).map((r) => ({ value: r, label: t(`roles.${r}`) })), value: (m) => m.squadRoles },
          {
            key: 'state',
            label: t('users.state'),
            options: [
              { value: 'enabled', label: t('users.enabled') },
              { value: 'disabled', label: t('users.disabled') },
            ],
            value: (m) => (m.enabled ? 'enabled' : 'disabled'),
          },
        ]}
        actions={(m) =>
          m.enabled ? (
            <Button
              variant="light"
              color="red"
              size="compact-sm"
              onClick={() => confirmDisable(m)}
              disabled={String(m.id) === userInfo?.nameidentifier}
              aria-label={t('users.disableNamed', { name: m.fullName })}
              data-testid="disable-user"
            >
              {t('users.disable')}
            </Button>
          ) : (
            <Button variant="light" color="green" size="compact-sm" onClick={() => change(m, true)} aria-label={t('users.enableNamed', { name: m.fullName })} data-testid="enable-user">
              {t('users.enable')}
            </Button>
          )
        }
        loading={members.isPending}
        emptyText={t('users.empty')}
        testId="users-table"
        rowTestId="user-row"
        initialSort={{ key: 'fullName' }}
        minWidth={900}
      />
    </div>
  );
}
