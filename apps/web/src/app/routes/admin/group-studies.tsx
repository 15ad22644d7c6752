import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { readListParams } from '../../../components/lists/list-search-params.ts';
import { AdminBreadcrumbs } from '../../../features/admin/components/admin-breadcrumbs.tsx';
import { useClub } from '../../../features/clubs/api/get-club.ts';
import { quizzesQuery } from '../../../features/quizzes/api/get-quizzes.ts';
import { studiesPageQuery } from '../../../features/studies/api/get-studies-page.ts';
import { AdminStudiesList, AdminStudiesListQuery } from '../../../features/studies/components/admin-studies-list.tsx';
import { useStudyGroup } from '../../../features/teams/api/get-study-group.ts';
import { loadGroupContext } from '../../../features/teams/lib/group-context.ts';
import { numericParam } from '../../../lib/guards.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Loads the club and group, the page of the group's studies the address asks for, and the quizzes (a filter). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const clubId = numericParam(params.clubId);
  const groupId = numericParam(params.studyGroupId);
  const query = { ...readListParams(AdminStudiesListQuery, new URL(request.url).searchParams), studyGroupId: groupId };
  await Promise.all([
    loadGroupContext(clubId, groupId),
    queryClient.ensureQueryData(studiesPageQuery(query)),
    queryClient.ensureQueryData(quizzesQuery()),
  ]);
  return { clubId, groupId };
}

/** Within the list, a new search, filter, sort or page is fetched by the screen, which keeps the previous page on show. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * The studies of a study group, searched, filtered, sorted and paged by the server (the state in the address),
 * with the actions study members, show report and cancel (after confirming).
 */
/**
 * The studies of a study group, searched, filtered, sorted and paged by the server (the state in the address),
 * with the actions study members, show report and cancel (after confirming).
 */
export function Component() {
  const { t } = useTranslation('admin');
  const { clubId, groupId } = useLoaderData() as { clubId: number; groupId: number };
  const club = useClub(clubId);
  const group = useStudyGroup(groupId);
  const base = `/admin/clubs/${clubId}/studygroups/${groupId}`;
  return (
    <div data-testid="admin-group-studies">
      <AdminBreadcrumbs
        items={[
          { label: t('clubs.title'), to: '/admin/clubs' },
          { label: club.data?.name ?? '', to: `/admin/clubs/${clubId}/studygroups` },
          { label: group.data?.name ?? '' },
        ]}
      />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle text={t('studies.title', { group: group.data?.name ?? '' })} />
        <Button variant="default" component={Link} to={`${base}/members`} mb="md" data-testid="to-group-members">
          {t('studyGroups.toMembers')}
        </Button>
      </Group>
      <AdminStudiesList label={t('studies.title', { group: group.data?.name ?? '' })} emptyText={t('studies.empty')} studyGroupId={groupId} />
    </div>
  );
}
