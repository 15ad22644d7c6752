import { type AdminStudyGroup, AdminStudyGroupsQuery } from '@club-pulse/contracts/admin-study-groups';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { clubQuery, useClub } from '../../../features/clubs/api/get-club.ts';
import { clubCoachesQuery, useClubCoaches } from '../../../features/clubs/api/get-club-coaches.ts';
import { quizCategoriesQuery, useQuizCategories } from '../../../features/quizzes/api/get-quiz-categories.ts';
import { studyGroupsPageQuery, useStudyGroupsPage } from '../../../features/teams/api/get-study-groups-page.ts';
import { useUpdateStudyGroup } from '../../../features/teams/api/update-study-group.ts';
import { AdminBreadcrumbs } from '../../../features/admin/components/admin-breadcrumbs.tsx';
import { type PagedColumn, PagedList } from '../../../components/lists/paged-list.tsx';
import { RowActions } from '../../../components/lists/row-actions.tsx';
import { StatusBadge } from '../../../components/lists/status-badge.tsx';
import { StudyGroupFormModal } from '../../../features/teams/components/study-group-form-modal.tsx';
import { readListParams } from '../../../components/lists/list-search-params.ts';
import { notFoundOnMissing } from '../../../features/admin/lib/load.ts';
import { useListParams } from '../../../components/lists/use-list-params.ts';
import { numericParam } from '../../../lib/guards.ts';
import { notify } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The address's part of the list (search, filters, sort, page): the club comes from the path. */
const GroupsOfClubQuery = AdminStudyGroupsQuery.omit({ clubId: true });

/** Loads the page of the club's study groups the address asks for, the quiz categories, the club's coaches and the club. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const clubId = numericParam(params.clubId);
  const query = { ...readListParams(GroupsOfClubQuery, new URL(request.url).searchParams), clubId };
  await Promise.all([
    queryClient.ensureQueryData(clubQuery(clubId)),
    queryClient.ensureQueryData(studyGroupsPageQuery(query)),
    queryClient.ensureQueryData(quizCategoriesQuery()),
    queryClient.ensureQueryData(clubCoachesQuery(clubId)),
  ]).catch(notFoundOnMissing);
  return { clubId };
}

/** Within the list, a new search, filter, sort or page is fetched by the screen, which keeps the previous page on show. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** A club's study groups, searched, filtered, sorted and paged by the server (the state in the address). */
export function Component() {
  const { t } = useTranslation('admin');
  const { clubId } = useLoaderData() as { clubId: number };
  const club = useClub(clubId);
  const { query, update } = useListParams(GroupsOfClubQuery);
  const groups = useStudyGroupsPage({ ...query, clubId });
  const categories = useQuizCategories();
  const coaches = useClubCoaches(clubId);
  const updateGroup = useUpdateStudyGroup();
  const [editing, setEditing] = useState<AdminStudyGroup | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (g: AdminStudyGroup | null) => {
    setEditing(g);
    setOpened(true);
  };
  const category = (name: string) => t(`categories.${name}`, { defaultValue: name });

  const setState = (g: AdminStudyGroup, state: AdminStudyGroup['state']) => {
    const deactivate = state === 'deactivated';
    const run = async () => {
      try {
        await updateGroup.mutateAsync({ id: g.id, name: g.name, code: g.code, categoryId: g.categoryId, coachMemberId: g.coachMemberId, state });
        notify.success(deactivate ? 'admin:toasts.studyGroupDeactivated' : 'admin:toasts.studyGroupActivated', { name: g.name });
      } catch (err) {
        notify.apiError(deactivate ? 'admin:toasts.studyGroupDeactivateError' : 'admin:toasts.studyGroupActivateError', err);
      }
    };
    if (!deactivate) return void run();
    modals.openConfirmModal({
      title: t('studyGroups.deactivateTitle'),
      children: <Text size="sm">{t('studyGroups.deactivateText', { name: g.name })}</Text>,
      labels: { confirm: t('studyGroups.deactivate'), cancel: t('form.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-deactivate' } as never,
      onConfirm: run,
    });
  };

  const columns: PagedColumn<AdminStudyGroup, AdminStudyGroupsQuery['sort']>[] = [
    {
      key: 'name',
      label: t('studyGroups.name'),
      primary: true,
      sort: 'name',
      render: (g) => (
        <Text fw={600} size="sm">
          {g.name}
        </Text>
      ),
    },
    { key: 'category', label: t('studyGroups.category'), render: (g) => category(g.category), card: { detail: (g) => category(g.category) } },
    { key: 'code', label: t('studyGroups.code'), sort: 'code', render: (g) => g.code, nowrap: true, card: { detail: (g) => g.code } },
    {
      key: 'coach',
      label: t('studyGroups.coach'),
      card: { detail: (g) => g.coach ?? t('studyGroups.noCoach') },
      render: (g) =>
        g.coach ?? (
          <Text span size="sm" c="dimmed">
            {t('studyGroups.noCoach')}
          </Text>
        ),
    },
    {
      key: 'state',
      label: t('studyGroups.state'),
      render: (g) => <StatusBadge ok={g.state === 'active'} label={t(`studyGroups.states.${g.state}`)} testId="group-state" />,
      card: { badge: (g) => <StatusBadge ok={g.state === 'active'} label={t(`studyGroups.states.${g.state}`)} testId="group-state" /> },
    },
    {
      key: 'studies',
      label: t('studyGroups.studies'),
      render: (g) => g.studies,
      card: { detail: (g) => `${t('studyGroups.studies')}: ${g.studies}` },
    },
    {
      key: 'members',
      label: t('studyGroups.members'),
      render: (g) => g.members,
      card: { detail: (g) => `${t('studyGroups.members')}: ${g.members}` },
    },
  ];

  const clubName = club.data?.name ?? '';
  return (
    <div data-testid="admin-study-groups">
      <AdminBreadcrumbs items={[{ label: t('clubs.title'), to: '/admin/clubs' }, { label: clubName }]} />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle text={t('studyGroups.title', { club: clubName })} />
        <Group gap="xs" mb="md">
          <Button variant="default" component={Link} to={`/admin/clubs/${clubId}/members`} data-testid="to-club-members">
            {t('clubs.toMembers')}
          </Button>
          <Button onClick={() => open(null)} data-testid="new-study-group">
            {t('studyGroups.new')}
          </Button>
        </Group>
      </Group>
      <PagedList
        label={t('studyGroups.title', { club: clubName })}
        query={query}
        update={update}
        result={groups}
        columns={columns}
        rowKey={(g) => g.id}
        searchPlaceholder={t('clubs.searchPlaceholder')}
        filters={[
          {
            key: 'category',
            label: t('studyGroups.category'),
            options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: category(c.name) })),
            value: query.categoryId === undefined ? null : String(query.categoryId),
            onChange: (v) => update({ categoryId: v ? Number(v) : undefined }),
          },
          {
            key: 'state',
            label: t('studyGroups.state'),
            options: (['active', 'deactivated'] as const).map((s) => ({ value: s, label: t(`studyGroups.states.${s}`) })),
            value: query.state ?? null,
            onChange: (v) => update({ state: (v ?? undefined) as AdminStudyGroupsQuery['state'] }),
          },
        ]}
        actions={(g) => (
          <RowActions
            name={g.name}
            actions={[
              { key: 'studies', label: t('studyGroups.toStudies'), to: `/admin/clubs/${clubId}/studygroups/${g.id}/studies` },
              { key: 'members', label: t('studyGroups.toMembers'), to: `/admin/clubs/${clubId}/studygroups/${g.id}/members` },
              { key: 'edit', label: t('studyGroups.edit'), onClick: () => open(g) },
              g.state === 'active'
                ? { key: 'deactivate', label: t('studyGroups.deactivate'), color: 'red', onClick: () => setState(g, 'deactivated') }
                : { key: 'activate', label: t('studyGroups.activate'), onClick: () => setState(g, 'active') },
            ]}
          />
        )}
        emptyText={t('studyGroups.empty')}
        testId="study-groups-table"
        rowTestId="study-group-row"
        rowName={(g) => g.name}
      />
      <StudyGroupFormModal
        opened={opened}
        onClose={() => setOpened(false)}
        clubId={clubId}
        group={editing}
        categories={categories.data ?? []}
        coaches={coaches.data ?? []}
      />
    </div>
  );
}
