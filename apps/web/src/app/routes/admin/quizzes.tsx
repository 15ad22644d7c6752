import { type AdminQuiz, AdminQuizzesQuery } from '@club-pulse/contracts/admin-quizzes';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { quizCategoriesQuery, useQuizCategories } from '../../../features/quizzes/api/get-quiz-categories.ts';
import { quizzesPageQuery, useQuizzesPage } from '../../../features/quizzes/api/get-quizzes-page.ts';
import { useConfirmQuizEnabled } from '../../../features/quizzes/components/confirm-quiz-enabled.tsx';
import { type PagedColumn, PagedList } from '../../../components/lists/paged-list.tsx';
import { RowActions, type RowAction } from '../../../components/lists/row-actions.tsx';
import { StatusBadge } from '../../../components/lists/status-badge.tsx';
import { readListParams } from '../../../components/lists/list-search-params.ts';
import { useListParams } from '../../../components/lists/use-list-params.ts';
import { useDraftNextVersion } from '../../../features/quizzes/api/draft-next-version.ts';
import { exportQuiz } from '../../../features/quizzes/api/export-quiz.ts';
import { quizLibraryQuery } from '../../../features/quizzes/api/get-quiz-library.ts';
import { ImportQuizModal } from '../../../features/quizzes/components/import-quiz-modal.tsx';
import { NewQuizModal } from '../../../features/quizzes/components/new-quiz-modal.tsx';
import { PublishQuizButton } from '../../../features/quizzes/components/publish-quiz-button.tsx';
import { QuizLibrary } from '../../../features/quizzes/components/quiz-library.tsx';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Loads the page of quizzes the address asks for and the categories (a filter); the library comes as it can. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = readListParams(AdminQuizzesQuery, new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(quizzesPageQuery(query)),
    queryClient.ensureQueryData(quizCategoriesQuery()),
    queryClient.prefetchQuery(quizLibraryQuery()),
  ]);
  return null;
}

/** Within the list, a new search, filter, sort or page is fetched by the screen, which keeps the previous page on show. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** The draft a row publishes: the quiz's own version while it was never published, else the next version's draft. */
const draftOf = (q: AdminQuiz) => (q.status === 'draft' ? q.id : q.draftId);

/**
 * Quizzes: name, category, versions, enabled, KPIs flag, studies; enable or disable after a confirmation that says
 * what follows (a disabled quiz cannot start new studies); open a version, export it, publish a draft, start a new version; import a quiz file; the library.
 */
export function Component() {
  const { t } = useTranslation('admin');
  const { t: tq } = useTranslation('quizzes');
  const navigate = useNavigate();
  const { query, update } = useListParams(AdminQuizzesQuery);
  const quizzes = useQuizzesPage(query);
  const categories = useQuizCategories();
  const nextVersion = useDraftNextVersion();
  const [importing, importModal] = useDisclosure(false);
  const [creating, createModal] = useDisclosure(false);
  const categoryName = (name: string) => t(`categories.${name}`, { defaultValue: name });
  const category = (q: AdminQuiz) => categoryName(q.category);

  const change = useConfirmQuizEnabled();

  /** The quiz's version and its state, and the next version's draft when there is one ("Version 2 · Published"). */
  const versions = (q: AdminQuiz) => [
    tq('versions.label', { version: q.version, state: tq(`versions.state.${q.status}`) }),
    ...(q.status === 'published' && q.draftId !== null ? [tq('versions.label', { version: q.version + 1, state: tq('versions.state.draft') })] : []),
  ];

  // A quiz never published is not "enabled" to anyone: no coach can choose it yet, and there is nothing to disable.
  const neverPublished = (q: AdminQuiz) => q.status === 'draft';
  const stateBadge = (q: AdminQuiz) =>
    neverPublished(q) ? (
      <StatusBadge ok={false} label={t('quizzes.notPublished')} testId="quiz-state" />
    ) : (
      <StatusBadge ok={q.enabled} label={q.enabled ? t('quizzes.isEnabled') : t('quizzes.isDisabled')} testId="quiz-state" />
    );

  const columns: PagedColumn<AdminQuiz, AdminQuizzesQuery['sort']>[] = [
    {
      key: 'name',
      label: t('quizzes.name'),
      primary: true,
      sort: 'name',
      render: (q) => (
        <Text fw={600} size="sm" data-testid="quiz-name">
          {q.name}
        </Text>
      ),
    },
    { key: 'category', label: t('quizzes.category'), sort: 'category', render: category, card: { detail: category } },
    {
      key: 'versions',
      label: tq('versions.title'),
      card: { detail: (q) => versions(q).join(', ') },
      render: (q) => (
        <Stack gap={0} data-testid="quiz-versions-state">
          {/* The state is in the words ("Draft", "Published"): the text keeps the body colour, whose contrast holds
              on white and on a table's striped grey (green 9 and orange 9 do not reach 4.5:1 there). */}
          <Text size="sm" fw={q.status === 'draft' ? 700 : 500}>
            {tq('versions.label', { version: q.version, state: tq(`versions.state.${q.status}`) })}
          </Text>
          {q.status === 'published' && q.draftId !== null && (
            <Text size="sm" fw={700}>
              {tq('versions.label', { version: q.version + 1, state: tq('versions.state.draft') })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'enabled',
      label: t('quizzes.enabled'),
      sort: 'enabled',
      render: (q) => stateBadge(q),
      card: { badge: (q) => stateBadge(q) },
    },
    {
      key: 'kpis',
      label: t('quizzes.kpis'),
      render: (q) => (q.hasKeyTermSummary ? t('common.yes') : t('common.no')),
      card: { detail: (q) => `${t('quizzes.kpis')}: ${q.hasKeyTermSummary ? t('common.yes') : t('common.no')}` },
    },
    { key: 'studies', label: t('quizzes.studies'), render: (q) => q.studies, card: { detail: (q) => `${t('quizzes.studies')}: ${q.studies}` } },
    {
      key: 'questions',
      label: t('quizzes.questions'),
      render: (q) => q.questions,
      card: { detail: (q) => `${t('quizzes.questions')}: ${q.questions}` },
    },
  ];

  const enableButton = (q: AdminQuiz) =>
    q.enabled ? (
      // A quiet button on every row: the red is kept for the dialog that confirms.
      <Button
        variant="default"
        size="compact-sm"
        onClick={() => change(q, false)}
        aria-label={t('quizzes.disableNamed', { name: q.name })}
        data-testid="disable-quiz"
      >
        {t('quizzes.disable')}
      </Button>
    ) : (
      <Button
        variant="light"
        color="green"
        size="compact-sm"
        onClick={() => change(q, true)}
        aria-label={t('quizzes.enableNamed', { name: q.name })}
        data-testid="enable-quiz"
      >
        {t('quizzes.enable')}
      </Button>
    );

  const startNextVersion = async (q: AdminQuiz) => {
    try {
      const draft = await nextVersion.mutateAsync(q.id);
      notify.success('quizzes:versions.drafted', { version: draft.version });
      navigate(`/admin/quizs/${draft.id}`);
    } catch (err) {
      notify.apiError('quizzes:versions.draftError', err);
    }
  };

  const download = async (q: AdminQuiz) => {
    try {
      await exportQuiz({ id: q.id, name: q.name, version: q.version });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'QuizIncomplete') notify.error('quizzes:export.incomplete');
      else notify.apiError('quizzes:export.error', err);
    }
  };

  const rowActions = (q: AdminQuiz): RowAction[] => [
    { key: 'open-quiz', label: q.status === 'draft' ? tq('list.edit') : tq('list.open'), to: `/admin/quizs/${q.id}` },
    ...(q.status === 'published' && q.draftId !== null
      ? [{ key: 'edit-draft', label: tq('list.editDraft', { version: q.version + 1 }), to: `/admin/quizs/${q.draftId}` }]
      : []),
    ...(q.status === 'published' && q.draftId === null
      ? [{ key: 'new-version', label: tq('versions.newVersion'), onClick: () => startNextVersion(q) }]
      : []),
    { key: 'export-quiz', label: tq('export.action'), onClick: () => download(q) },
  ];

  return (
    <Stack gap="lg" data-testid="admin-quizzes">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle text={t('quizzes.title')} />
        <Group gap="xs">
          <Button variant="default" onClick={createModal.open} data-testid="new-quiz">
            {tq('create.open')}
          </Button>
          <Button onClick={importModal.open} data-testid="import-quiz">
            {tq('import.open')}
          </Button>
        </Group>
      </Group>
      <ImportQuizModal opened={importing} onClose={importModal.close} />
      <NewQuizModal opened={creating} onClose={createModal.close} onCreated={(id) => navigate(`/admin/quizs/${id}`)} />
      <div>
        <PagedList
          label={t('quizzes.title')}
          query={query}
          update={update}
          result={quizzes}
          columns={columns}
          rowKey={(q) => q.id}
          searchPlaceholder={t('quizzes.searchPlaceholder')}
          filters={[
            {
              key: 'enabled',
              label: t('quizzes.enabled'),
              options: [
                { value: 'true', label: t('quizzes.isEnabled') },
                { value: 'false', label: t('quizzes.isDisabled') },
              ],
              value: query.enabled ?? null,
              onChange: (v) => update({ enabled: (v ?? undefined) as AdminQuizzesQuery['enabled'] }),
            },
            {
              key: 'category',
              label: t('quizzes.category'),
              options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: categoryName(c.name) })),
              value: query.categoryId === undefined ? null : String(query.categoryId),
              onChange: (v) => update({ categoryId: v ? Number(v) : undefined }),
            },
          ]}
          actions={(q) => (
            <Group gap={6} wrap="wrap" justify="flex-end">
              {draftOf(q) !== null && <PublishQuizButton id={draftOf(q) as number} name={q.name} variant="light" />}
              {!neverPublished(q) && enableButton(q)}
              <RowActions name={q.name} actions={rowActions(q)} />
            </Group>
          )}
          emptyText={t('quizzes.empty')}
          testId="quizzes-table"
          rowTestId="quiz-row"
          rowName={(q) => q.name}
        />
      </div>
      <Divider />
      <QuizLibrary />
    </Stack>
  );
}
