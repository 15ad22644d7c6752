import { AdminMembersQuery } from '@club-pulse/contracts/admin-members';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Group } from '@mantine/core';
import { PageTitle } from '../../../components/page-title.tsx';
import { NewMemberButton } from '../../../features/members/components/create-member-modal.tsx';
import { membersPageQuery } from '../../../features/members/api/get-members-page.ts';
import { UsersList } from '../../../features/members/components/users-list.tsx';
import { readListParams } from '../../../components/lists/list-search-params.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The page the address asks for (search, filters, sort, page), loaded before the screen shows. */
export async function loader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(membersPageQuery(readListParams(AdminMembersQuery, new URL(request.url).searchParams)));
  return null;
}

/**
 * Within the list, a new search, filter, sort or page is fetched by the screen, which keeps the previous page
 * on show meanwhile; the router does not hold the address back until it has loaded.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** Users: find a member among many (search, filters, sort, pages), enable or disable them. */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <div data-testid="admin-users">
      <Group justify="space-between" align="center" wrap="wrap">
        <PageTitle text={t('users.title')} />
        <NewMemberButton />
      </Group>
      <UsersList />
    </div>
  );
}
