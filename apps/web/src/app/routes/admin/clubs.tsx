import { type AdminClub, AdminClubsQuery } from '@club-pulse/contracts/admin-clubs';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { accountsQuery, useAccounts } from '../../../features/accounts/api/get-accounts.ts';
import { clubsPageQuery, useClubsPage } from '../../../features/clubs/api/get-clubs-page.ts';
import { ClubFormModal } from '../../../features/clubs/components/club-form-modal.tsx';
import { type PagedColumn, PagedList } from '../../../components/lists/paged-list.tsx';
import { RowActions } from '../../../components/lists/row-actions.tsx';
import { StatusBadge } from '../../../components/lists/status-badge.tsx';
import { readListParams } from '../../../components/lists/list-search-params.ts';
import { useListParams } from '../../../components/lists/use-list-params.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The page the address asks for (search, filters, sort, page) and the accounts (filter, form), before the screen shows. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = readListParams(AdminClubsQuery, new URL(request.url).searchParams);
  await Promise.all([queryClient.ensureQueryData(clubsPageQuery(query)), queryClient.ensureQueryData(accountsQuery())]);
  return null;
}

/** Within the list, a new search, filter, sort or page is fetched by the screen, which keeps the previous page on show. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * Clubs, searched, filtered, sorted and paged by the server (the state in the address): name, code, manager,
 * account, active; new club, edit, and the way to its study groups and members.
 */
export function Component() {
  const { t } = useTranslation('admin');
  const { query, update } = useListParams(AdminClubsQuery);
  const clubs = useClubsPage(query);
  const accounts = useAccounts();
  const [editing, setEditing] = useState<AdminClub | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (club: AdminClub | null) => {
    setEditing(club);
    setOpened(true);
  };
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));

  const columns: PagedColumn<AdminClub, AdminClubsQuery['sort']>[] = [
    {
      key: 'name',
      label: t('clubs.name'),
      primary: true,
      sort: 'name',
      render: (c) => (
        <Text fw={600} size="sm" data-testid="club-row-name">
          {c.name}
        </Text>
      ),
    },
    { key: 'code', label: t('clubs.code'), sort: 'code', render: (c) => c.code, nowrap: true, card: { detail: (c) => c.code } },
    {
      key: 'manager',
      label: t('clubs.manager'),
      card: { detail: (c) => c.manager ?? t('clubs.noManager') },
      render: (c) =>
        c.manager ?? (
          <Text span size="sm" c="dimmed">
            {t('clubs.noManager')}
          </Text>
        ),
    },
    { key: 'account', label: t('clubs.account'), sort: 'account', render: (c) => c.account, card: { detail: (c) => c.account } },
    {
      key: 'active',
      label: t('clubs.active'),
      render: (c) => <StatusBadge ok={c.active} label={yesNo(c.active)} testId="club-active-badge" />,
      // "Yes" beside a club's name would not say what is meant: the card says the state in a word.
      card: { badge: (c) => <StatusBadge ok={c.active} label={c.active ? t('clubs.active') : t('clubs.inactive')} testId="club-active-badge" /> },
    },
    {
      key: 'studyGroups',
      label: t('clubs.studyGroups'),
      render: (c) => c.studyGroups,
      card: { detail: (c) => `${t('clubs.studyGroups')}: ${c.studyGroups}` },
    },
    { key: 'members', label: t('clubs.members'), render: (c) => c.members, card: { detail: (c) => `${t('clubs.members')}: ${c.members}` } },
  ];

  return (
    <div data-testid="admin-clubs">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle text={t('clubs.title')} />
        <Button onClick={() => open(null)} data-testid="new-club">
          {t('clubs.new')}
        </Button>
      </Group>
      <PagedList
        label={t('clubs.title')}
        query={query}
        update={update}
        result={clubs}
        columns={columns}
        rowKey={(c) => c.id}
        searchPlaceholder={t('clubs.searchPlaceholder')}
        filters={[
          {
            key: 'active',
            label: t('clubs.active'),
            options: [
              { value: 'true', label: t('common.yes') },
              { value: 'false', label: t('common.no') },
            ],
            value: query.active ?? null,
            onChange: (v) => update({ active: (v ?? undefined) as AdminClubsQuery['active'] }),
          },
          {
            key: 'account',
            label: t('clubs.account'),
            options: (accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
            value: query.accountId === undefined ? null : String(query.accountId),
            onChange: (v) => update({ accountId: v ? Number(v) : undefined }),
          },
        ]}
        actions={(c) => (
          <RowActions
            name={c.name}
            actions={[
              { key: 'studygroups', label: t('clubs.toStudyGroups'), to: `/admin/clubs/${c.id}/studygroups` },
              { key: 'members', label: t('clubs.toMembers'), to: `/admin/clubs/${c.id}/members` },
              { key: 'support', label: t('support:club.title'), to: `/admin/clubs/${c.id}/support` },
              { key: 'edit', label: t('clubs.edit'), onClick: () => open(c) },
            ]}
          />
        )}
        emptyText={t('clubs.empty')}
        testId="clubs-table"
        rowTestId="club-row"
        rowName={(c) => c.name}
        minWidth={900}
      />
      <ClubFormModal opened={opened} onClose={() => setOpened(false)} club={editing} accounts={accounts.data ?? []} />
    </div>
  );
}
