import { AdminStudiesQuery } from '@club-pulse/contracts/admin-studies';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { useClub } from '../../../features/clubs/api/get-club.ts';
import { quizzesQuery, useQuizzes } from '../../../features/quizzes/api/get-quizzes.ts';
import { studiesPageQuery, useStudiesPage } from '../../../features/studies/api/get-studies-page.ts';
import { useStudyGroup } from '../../../features/teams/api/get-study-group.ts';
import { AdminBreadcrumbs } from '../../../features/admin/components/admin-breadcrumbs.tsx';
import { canCancel, useConfirmCancelStudy } from '../../../features/studies/components/cancel-study.tsx';
import { PagedList } from '../../../components/lists/paged-list.tsx';
import { adminStudyColumns } from '../../../features/studies/components/admin-study-columns.tsx';
import { RowActions } from '../../../components/lists/row-actions.tsx';
import { loadGroupContext } from '../../../features/teams/lib/group-context.ts';
import { readListParams } from '../../../components/lists/list-search-params.ts';
import { useListParams } from '../../../components/lists/use-list-params.ts';
import { useStudyStateOptions } from '../../../features/studies/components/study-state-badge.tsx';
import { numericParam } from '../../../lib/guards.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The address's part of the list (search, filters, sort, page): the study group comes from the path. */
const StudiesOfGroupQuery = AdminStudiesQuery.omit({ studyGroupId: true, clubId: true });

/** Loads the club and group, the page of the group's studies the address asks for, and the quizzes (a filter). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const clubId = numericParam(params.clubId);
  const groupId = numericParam(params.studyGroupId);
  const query = { ...readListParams(StudiesOfGroupQuery, new URL(request.url).searchParams), studyGroupId: groupId };
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
export function Component() {
  const { t, i18n } = useTranslation('admin');
  const stateOptions = useStudyStateOptions();
  const confirmCancel = useConfirmCancelStudy();
  const { clubId, groupId } = useLoaderData() as { clubId: number; groupId: number };
  const club = useClub(clubId);
  const group = useStudyGroup(groupId);
  const { query, update } = useListParams(StudiesOfGroupQuery);
  const studies = useStudiesPage({ ...query, studyGroupId: groupId });
  const quizzes = useQuizzes();
  const base = `/admin/clubs/${clubId}/studygroups/${groupId}`;

  const columns = adminStudyColumns(t, i18n.language, { withCoaches: true });

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
      <PagedList
        label={t('studies.title', { group: group.data?.name ?? '' })}
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
              { key: 'members', label: t('studies.members'), to: `${base}/studies/${s.id}/Members` },
              { key: 'report', label: t('studies.report'), to: `${base}/studies/${s.id}/report` },
              { key: 'cancel', label: t('cancelStudy.action'), color: 'red', disabled: !canCancel(s), onClick: () => confirmCancel(s) },
            ]}
          />
        )}
        emptyText={t('studies.empty')}
        testId="studies-table"
        rowTestId="study-row"
        minWidth={820}
      />
    </div>
  );
}
