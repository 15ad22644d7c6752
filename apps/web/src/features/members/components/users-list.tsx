import { type AdminMember, AdminMembersQuery } from '@club-pulse/contracts/admin-members';
import { Button, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth-store.ts';
import { formatDate } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { useMembersPage } from '../api/get-members-page.ts';
import { useSetMemberEnabled } from '../api/set-member-enabled.ts';
import { readListParams, writeListParams } from '../../../components/lists/list-search-params.ts';
import { useDebouncedSearch } from '../../../components/lists/use-list-params.ts';
import { EmailText } from './email-text.tsx';
import { LinkedFilter, ListControls } from '../../../components/lists/list-controls.tsx';
import { ListFooter } from '../../../components/lists/list-footer.tsx';
import { ManageMemberButton, MemberDrawer } from './member-drawer.tsx';
import { memberActionFailed } from './member-feedback.ts';
import { StatusBadge } from '../../../components/lists/status-badge.tsx';
import { UserCard } from './user-card.tsx';
import { ListRows, type RowColumn } from '../../../components/lists/list-rows.tsx';

type Query = AdminMembersQuery;
type Sort = Query['sort'];
type Column = RowColumn<AdminMember> & { sort?: Sort };

/** A phone's page when the address names none: ten members, a few screens, rather than the list's twenty-five. */
export const PHONE_PAGE_SIZE = 10;

/**
 * The list's state lives in the address bar: a reload, the back button or a shared link shows the same page. On a
 * phone a page without a size in the address has PHONE_PAGE_SIZE members, and a size chosen there is written.
 */
export function useMembersListParams(phone = false) {
  const [params, setParams] = useSearchParams();
  const read = readListParams(AdminMembersQuery, params);
  const query = phone && !params.has('pageSize') ? { ...read, pageSize: PHONE_PAGE_SIZE as Query['pageSize'] } : read;
  /** A change of search, filter, sort or page size goes back to page 1; a change of page keeps the rest. */
  const update = (change: Partial<Query>) => {
    const next = { ...query, page: 1, ...change };
    const written = writeListParams(AdminMembersQuery, next);
    if (phone) {
      if (next.pageSize === PHONE_PAGE_SIZE) written.delete('pageSize');
      else written.set('pageSize', String(next.pageSize));
    }
    setParams(written, { preventScrollReset: true });
  };
  return { query, update };
}

/** The admin's users: searched, filtered, sorted and paged by the server; enable or disable a member. */
export function UsersList() {
  const { t, i18n } = useTranslation('admin');
  // Known at the first render: the first page asked is already a phone's.
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const { query, update } = useMembersListParams(narrow);
  const page = useMembersPage(query);

  // The box follows the address (back button, shared link); typing reaches the address after a pause.
  const [text, setText] = useDebouncedSearch(query.q, (q) => update({ q }));

  const columns: Column[] = [
    { key: 'fullName', label: t('users.fullName'), sort: 'name', render: (m) => <span data-testid="user-name">{m.fullName}</span> },
    { key: 'email', label: t('users.email'), sort: 'email', render: (m) => <EmailText email={m.email} /> },
    { key: 'role', label: t('users.role'), render: (m) => t(`users.roles.${m.role}`) },
    { key: 'squadRoles', label: t('users.squadRoles'), render: (m) => m.squadRoles.map((r) => t(`roles.${r}`)).join(', ') || '–' },
    { key: 'clubs', label: t('users.clubs'), render: (m) => m.clubs.join(', ') || '–' },
    { key: 'createdAt', label: t('users.createdAt'), sort: 'createdAt', nowrap: true, render: (m) => formatDate(m.createdAt, i18n.language) },
    {
      key: 'enabled',
      label: t('users.state'),
      render: (m) => <StatusBadge ok={m.enabled} label={m.enabled ? t('users.enabled') : t('users.disabled')} testId="user-state" />,
    },
  ];
  const stateActions = useUserActions();
  // The member whose detail drawer is open (user management: edit, mails, role, erasure).
  const [managed, setManaged] = useState<number | null>(null);
  // In the table the two buttons may stack: side by side they made the table wider than a 1280 px screen's content
  // (the disable button was behind a horizontal scroll in German and Catalan).
  const actions = (m: AdminMember) => (
    <Group gap={6} wrap="wrap" justify="flex-end" style={narrow ? { flexDirection: 'column', alignItems: 'stretch' } : undefined}>
      <ManageMemberButton member={m} onOpen={setManaged} />
      {stateActions(m)}
    </Group>
  );

  const toggleSort = (sort: Sort) => update({ sort, dir: query.sort === sort && query.dir === 'asc' ? 'desc' : 'asc' });
  const filtered = Boolean(query.q || query.role || query.squadRole || query.enabled || query.clubId);
  const rows = page.data?.items ?? [];

  const filter = (key: 'role' | 'squadRole' | 'enabled', label: string, options: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={t('table.all')}
      data={options}
      value={query[key] ?? null}
      onChange={(v) => update({ [key]: v ?? undefined })}
      clearable
      data-testid={`users-table-filter-${key}`}
      w={{ base: '100%', xs: 180 }}
    />
  );

  // A club's members, from a link: shown (also on a phone, where the other filters fold away), and removable.
  const clubFilter = query.clubId !== undefined && (
    <LinkedFilter
      label={t('users.clubFilter', { id: query.clubId })}
      clearLabel={t('users.clubFilterClear')}
      onClear={() => update({ clubId: undefined })}
      testId="users-table-filter-club"
    />
  );

  const controls = (
    <ListControls
      narrow={Boolean(narrow)}
      active={[query.role, query.squadRole, query.enabled].filter(Boolean).length}
      withSort
      testId="users-table"
      lead={
        <>
          <TextInput
            label={t('table.search')}
            placeholder={t('users.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            rightSection={page.isFetching && !page.isPending ? <Loader size="xs" aria-label={t('table.loading')} /> : null}
            data-testid="users-table-search"
            w={{ base: '100%', xs: 300 }}
          />
          {clubFilter}
        </>
      }
    >
      {filter(
        'role',
        t('users.role'),
        (['AppAdmin', 'User'] as const).map((r) => ({ value: r, label: t(`users.roles.${r}`) })),
      )}
      {filter(
        'squadRole',
        t('users.squadRoles'),
        (['Coach', 'Player'] as const).map((r) => ({ value: r, label: t(`roles.${r}`) })),
      )}
      {filter('enabled', t('users.state'), [
        { value: 'true', label: t('users.enabled') },
        { value: 'false', label: t('users.disabled') },
      ])}
      {narrow && (
        <Select
          label={t('table.sortBy')}
          data={columns
            .filter((c) => c.sort)
            .flatMap((c) => [
              { value: `${c.sort}:asc`, label: `${c.label} ↑` },
              { value: `${c.sort}:desc`, label: `${c.label} ↓` },
            ])}
          value={`${query.sort}:${query.dir}`}
          onChange={(v) => v && update({ sort: v.split(':')[0] as Sort, dir: v.endsWith(':desc') ? 'desc' : 'asc' })}
          allowDeselect={false}
          data-testid="users-table-sort"
          w={{ base: '100%', xs: 220 }}
        />
      )}
    </ListControls>
  );

  const body = narrow ? (
    <Stack gap={6} data-testid="users-table">
      {rows.map((m) => (
        <UserCard key={m.id} member={m} actions={actions(m)} />
      ))}
    </Stack>
  ) : (
    <ListRows
      rows={rows}
      columns={columns}
      primary={undefined}
      narrow={false}
      sort={{ key: query.sort, desc: query.dir === 'desc' }}
      sortKeyOf={(c) => c.sort}
      onSort={(key) => toggleSort(key as Sort)}
      rowKey={(m) => m.id}
      actions={actions}
      rowTestId="user-row"
      testId="users-table"
      label={t('users.title')}
      minWidth={980}
      busy={page.isFetching}
    />
  );

  return (
    <>
      <MemberDrawer memberId={managed} onClose={() => setManaged(null)} />
      {controls}
      {body}
      <ListFooter
        result={page}
        shown={rows.length}
        filtered={filtered}
        emptyText={t('users.empty')}
        page={query.page}
        pageSize={query.pageSize}
        onPage={(n) => update({ ...query, page: n })}
        onPageSize={(n) => update({ pageSize: n as Query['pageSize'] })}
        testId="users-table"
      />
    </>
  );
}

/** Enable or disable, each with its toast; disabling asks first, and the admin cannot disable themselves. */
function useUserActions() {
  const { t } = useTranslation('admin');
  const { userInfo } = useAuth();
  const setEnabled = useSetMemberEnabled();
  const change = async (m: AdminMember, enabled: boolean) => {
    try {
      await setEnabled.mutateAsync({ id: m.id, enabled });
      notify.success(enabled ? 'admin:toasts.userEnabled' : 'admin:toasts.userDisabled', { name: m.fullName });
    } catch (err) {
      // The rules of this screen in words (the last enabled admin is never disabled), anything else as usual.
      memberActionFailed(enabled ? 'admin:toasts.userEnableError' : 'admin:toasts.userDisableError', err);
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
  return (m: AdminMember) =>
    m.enabled ? (
      // A quiet button on every row: the red is kept for the dialog that confirms.
      <Button
        variant="default"
        size="compact-sm"
        onClick={() => confirmDisable(m)}
        disabled={String(m.id) === userInfo?.nameidentifier}
        aria-label={t('users.disableNamed', { name: m.fullName })}
        data-testid="disable-user"
      >
        {t('users.disable')}
      </Button>
    ) : (
      <Button
        variant="light"
        color="green"
        size="compact-sm"
        onClick={() => change(m, true)}
        aria-label={t('users.enableNamed', { name: m.fullName })}
        data-testid="enable-user"
      >
        {t('users.enable')}
      </Button>
    );
}
