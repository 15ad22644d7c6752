import { type AdminAccount, AdminAccountsQuery } from '@club-pulse/contracts/admin-accounts';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { accountsPageQuery, useAccountsPage } from '../../../features/accounts/api/get-accounts-page.ts';
import { AccountFormModal } from '../../../features/accounts/components/account-form-modal.tsx';
import { EmailText } from '../../../features/members/components/email-text.tsx';
import { type PagedColumn, PagedList } from '../../../components/lists/paged-list.tsx';
import { StatusBadge } from '../../../components/lists/status-badge.tsx';
import { readListParams } from '../../../components/lists/list-search-params.ts';
import { useListParams } from '../../../components/lists/use-list-params.ts';
import { formatDate } from '../../../lib/dates.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The page the address asks for (search, filters, sort, page), loaded before the screen shows. */
export async function loader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(accountsPageQuery(readListParams(AdminAccountsQuery, new URL(request.url).searchParams)));
  return null;
}

/** Within the list, a new search, filter, sort or page is fetched by the screen, which keeps the previous page on show. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * Customer accounts, searched, filtered, sorted and paged by the server (the state in the address): name, owner,
 * dates, state, customer code; new and edit.
 */
export function Component() {
  const { t, i18n } = useTranslation('admin');
  const { query, update } = useListParams(AdminAccountsQuery);
  const accounts = useAccountsPage(query);
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (a: AdminAccount | null) => {
    setEditing(a);
    setOpened(true);
  };

  const columns: PagedColumn<AdminAccount, AdminAccountsQuery['sort']>[] = [
    {
      key: 'name',
      label: t('accounts.name'),
      primary: true,
      sort: 'name',
      render: (a) => (
        <Text fw={600} size="sm" data-testid="account-row-name">
          {a.name}
        </Text>
      ),
    },
    { key: 'ownerName', label: t('accounts.ownerName'), render: (a) => a.ownerName, card: { detail: (a) => a.ownerName } },
    { key: 'ownerEmail', label: t('accounts.ownerEmail'), render: (a) => <EmailText email={a.ownerEmail} />, card: { detail: (a) => a.ownerEmail } },
    {
      key: 'customerCode',
      label: t('accounts.customerCode'),
      sort: 'customerCode',
      render: (a) => a.customerCode,
      nowrap: true,
      card: { detail: (a) => a.customerCode },
    },
    {
      key: 'activationDate',
      label: t('accounts.activationDate'),
      render: (a) => formatDate(a.activationDate, i18n.language),
      nowrap: true,
    },
    {
      key: 'renewalDate',
      label: t('accounts.renewalDate'),
      sort: 'renewalDate',
      render: (a) => formatDate(a.renewalDate, i18n.language),
      nowrap: true,
      card: { detail: (a) => `${t('accounts.renewalDate')}: ${formatDate(a.renewalDate, i18n.language)}` },
    },
    {
      key: 'active',
      label: t('accounts.active'),
      render: (a) => (
        <StatusBadge
          ok={a.inGoodStanding}
          label={!a.active ? t('accounts.inactive') : a.inGoodStanding ? t('accounts.isActive') : t('accounts.expired')}
          testId="account-state"
        />
      ),
      card: {
        badge: (a) => (
          <StatusBadge
            ok={a.inGoodStanding}
            label={!a.active ? t('accounts.inactive') : a.inGoodStanding ? t('accounts.isActive') : t('accounts.expired')}
            testId="account-state"
          />
        ),
      },
    },
    { key: 'clubs', label: t('accounts.clubs'), render: (a) => a.clubs, card: { detail: (a) => `${t('accounts.clubs')}: ${a.clubs}` } },
  ];

  return (
    <div data-testid="admin-accounts">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle text={t('accounts.title')} />
        <Button onClick={() => open(null)} data-testid="new-account">
          {t('accounts.new')}
        </Button>
      </Group>
      <PagedList
        label={t('accounts.title')}
        query={query}
        update={update}
        result={accounts}
        columns={columns}
        rowKey={(a) => a.id}
        rowName={(a) => a.name}
        searchPlaceholder={t('accounts.searchPlaceholder')}
        filters={[
          {
            key: 'active',
            label: t('accounts.active'),
            options: [
              { value: 'true', label: t('accounts.isActive') },
              { value: 'false', label: t('accounts.inactive') },
            ],
            value: query.active ?? null,
            onChange: (v) => update({ active: (v ?? undefined) as AdminAccountsQuery['active'] }),
          },
          {
            key: 'standing',
            label: t('accounts.standing'),
            options: [
              { value: 'true', label: t('accounts.goodStanding') },
              { value: 'false', label: t('accounts.notGoodStanding') },
            ],
            value: query.inGoodStanding ?? null,
            onChange: (v) => update({ inGoodStanding: (v ?? undefined) as AdminAccountsQuery['inGoodStanding'] }),
          },
        ]}
        actions={(a) => (
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => open(a)}
            aria-label={t('accounts.editNamed', { name: a.name })}
            data-testid="edit-account"
          >
            {t('accounts.edit')}
          </Button>
        )}
        emptyText={t('accounts.empty')}
        testId="accounts-table"
        rowTestId="account-row"
        minWidth={960}
      />
      <AccountFormModal opened={opened} onClose={() => setOpened(false)} account={editing} />
    </div>
  );
}
