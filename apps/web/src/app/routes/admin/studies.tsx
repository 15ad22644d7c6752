import { type AdminStudy, AdminStudiesQuery } from '@club-pulse/contracts/admin-studies';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { clubsQuery, useClubs } from '../../../features/clubs/api/get-clubs.ts';
import { quizzesQuery, useQuizzes } from '../../../features/quizzes/api/get-quizzes.ts';
import { studiesPageQuery, useStudiesPage } from '../../../features/studies/api/get-studies-page.ts';
import { canCancel, useConfirmCancelStudy } from '../../../features/studies/components/cancel-study.tsx';
import { type PagedColumn, PagedList } from '../../../components/lists/paged-list.tsx';
import { RowActions } from '../../../components/lists/row-actions.tsx';
import { readListParams } from '../../../components/lists/list-search-params.ts';
import { useListParams } from '../../../components/lists/use-list-params.ts';
import { StudyStateBadge, useStudyStateOptions } from '../../../features/studies/components/study-state-badge.tsx';
import { formatDate } from '../../../lib/dates.ts';
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
  const base = (s: AdminStudy) => `/admin/clubs/${s.clubId}/studygroups/${s.studyGroupId}`;

  const columns: PagedColumn<AdminStudy, AdminStudiesQuery['sort']>[] = [
    {
      key: 'description',
      label: t('studies.description'),
      primary: true,
      sort: 'description',
      render: (s) => (
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {s.description}
          </Text>
          <Text size="xs" c="dimmed" data-testid="study-place">
            <Anchor component={Link} to={`/admin/clubs/${s.clubId}/studygroups`} size="xs" inherit>
              {s.club}
            </Anchor>
            {' · '}
            <Anchor component={Link} to={`${base(s)}/studies`} size="xs" inherit>
              {s.studyGroup}
            </Anchor>
          </Text>
        </div>
      ),
    },
    { key: 'quiz', label: t('studies.quiz'), sort: 'quiz', render: (s) => s.quiz, card: { detail: (s) => s.quiz } },
    {
      key: 'state',
      label: t('studies.state'),
      render: (s) => <StudyStateBadge state={s.state} />,
      card: { badge: (s) => <StudyStateBadge state={s.state} /> },
    },
    {
      key: 'startDate',
      label: t('studies.startDate'),
      sort: 'startDate',
      render: (s) => formatDate(s.startDate, i18n.language),
      nowrap: true,
      card: { detail: (s) => `${formatDate(s.startDate, i18n.language)} – ${formatDate(s.dueDate, i18n.language)}` },
    },
    { key: 'dueDate', label: t('studies.dueDate'), sort: 'dueDate', render: (s) => formatDate(s.dueDate, i18n.language), nowrap: true },
    {
      key: 'players',
      label: t('studies.playerAnswers'),
      render: (s) => t('studies.answersOf', { answered: s.playerAnswers, invited: s.playersInvited }),
      card: { detail: (s) => `${t('studies.playerAnswers')}: ${t('studies.answersOf', { answered: s.playerAnswers, invited: s.playersInvited })}` },
    },
  ];

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
              { key: 'members', label: t('studies.members'), to: `${base(s)}/studies/${s.id}/Members` },
              { key: 'report', label: t('studies.report'), to: `${base(s)}/studies/${s.id}/report` },
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
