import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { readListParams } from '../../../components/lists/list-search-params.ts';
import { clubsQuery, useClubs } from '../../../features/clubs/api/get-clubs.ts';
import { quizzesQuery } from '../../../features/quizzes/api/get-quizzes.ts';
import { studiesPageQuery } from '../../../features/studies/api/get-studies-page.ts';
import { AdminStudiesList, AdminStudiesListQuery } from '../../../features/studies/components/admin-studies-list.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** Loads the page of studies the address asks for, and the clubs and quizzes (filters). */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = readListParams(AdminStudiesListQuery, new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(studiesPageQuery(query)),
    queryClient.ensureQueryData(clubsQuery()),
    queryClient.ensureQueryData(quizzesQuery()),
  ]);
  return null;
}

/** Within the list, a new search, filter, sort or page is fetched by the screen, which keeps the previous page on show. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * Every study of the platform, searched, filtered (state, club, quiz), sorted and paged by the server (the state in
 * the address), each with its club and study group, and the actions study members, show report and cancel: the admin
 * home's "Studies" leads here, where before it led to the clubs and three clicks on.
 */
export function Component() {
  const { t } = useTranslation('admin');
  const clubs = useClubs();
  return (
    <div data-testid="admin-all-studies">
      <PageTitle text={t('studies.allTitle')} />
      <AdminStudiesList label={t('studies.allTitle')} emptyText={t('studies.allEmpty')} clubs={clubs.data ?? []} />
    </div>
  );
}
