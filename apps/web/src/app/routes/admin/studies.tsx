import { AdminStudiesQuery } from '@club-pulse/contracts/admin-studies';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { clubsQuery, useClubs } from '../../../features/clubs/api/get-clubs.ts';
import { quizzesQuery, useQuizzes } from '../../../features/quizzes/api/get-quizzes.ts';
import { studiesPageQuery, useStudiesPage } from '../../../features/studies/api/get-studies-page.ts';
import { canCancel, useConfirmCancelStudy } from '../../../features/studies/components/cancel-study.tsx';
import { PagedList } from '../../../components/lists/paged-list.tsx';
import { adminStudyBase, adminStudyColumns } from '../../../features/studies/components/admin-study-columns.tsx';
import { RowActions } from '../../../components/lists/row-actions.tsx';
import { readListParams } from '../../../components/lists/list-search-params.ts';
import { useListParams } from '../../../components/lists/use-list-params.ts';
import { useStudyStateOptions } from '../../../features/studies/components/study-state-badge.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** The address's part of the list (search, filters, sort, page): every study, of every club and study group. */
const AllStudiesQuery = AdminStudiesQuery.omit({ studyGroupId: true });

/** Loads the page of studies the address asks for, and the clubs and quizzes (filters). */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = readListParams(AllStudiesQuery, new URL(request.url).searchParams);
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
  const { t, i18n } = useTranslation('admin');
  const stateOptions = useStudyStateOptions();
  const confirmCancel = useConfirmCancelStudy();
  const { query, update } = useListParams(AllStudiesQuery);
  const studies = useStudiesPage(query);
  const clubs = useClubs();
  const quizzes = useQuizzes();
  const columns = adminStudyColumns(t, i18n.language, { withPlace: true });

  return (
    <div data-testid="admin-all-studies">
      <PageTitle text={t('studies.allTitle')} />
      <PagedList
        label={t('studies.allTitle')}
        query={query}
        update={update}
        result={studies}
        columns={columns}
        rowKey={(s) => s.id}
        rowName={(s) => s.description}
        searchPlaceholder={t('studies.searchPlaceholder')}
        filters={[
          {
            key: 'state',
            label: t('studies.state'),
            options: stateOptions,
            value: query.state ?? null,
            onChange: (v) => update({ state: (v ?? undefined) as AdminStudiesQuery['state'] }),
          },
          {
            key: 'club',
            label: t('studies.club'),
            options: (clubs.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            value: query.clubId === undefined ? null : String(query.clubId),
            onChange: (v) => update({ clubId: v ? Number(v) : undefined }),
          },
          {
            key: 'quiz',
            label: t('studies.quiz'),
            options: (quizzes.data ?? []).map((q) => ({ value: String(q.id), label: q.name })),
            value: query.quizId === undefined ? null : String(query.quizId),
            onChange: (v) => update({ quizId: v ? Number(v) : undefined }),
          },
        ]}
        actions={(s) => (
          <RowActions
            name={s.description}
            actions={[
              { key: 'members', label: t('studies.members'), to: `${adminStudyBase(s)}/studies/${s.id}/Members` },
              { key: 'report', label: t('studies.report'), to: `${adminStudyBase(s)}/studies/${s.id}/report` },
              { key: 'cancel', label: t('cancelStudy.action'), color: 'red', disabled: !canCancel(s), onClick: () => confirmCancel(s) },
            ]}
          />
        )}
        emptyText={t('studies.allEmpty')}
        testId="studies-table"
        rowTestId="study-row"
        minWidth={820}
      />
    </div>
  );
}
