import type { AdminQuiz } from '@club-pulse/contracts/admin-quizzes';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { quizzesQuery, useQuizzes } from '../../../features/admin/api/get-quizzes.ts';
import { useSetQuizEnabled } from '../../../features/admin/api/set-quiz-enabled.ts';
import { type Column, DataTable } from '../../../features/admin/components/data-table.tsx';
import { StatusBadge } from '../../../features/admin/components/status-badge.tsx';
import { notify } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';

export async function loader() {
  await queryClient.ensureQueryData(quizzesQuery());
  return null;
}

/** Quizzes: name, category, enabled, KPIs flag, studies; enable or disable (a disabled quiz cannot start new studies). */
export function Component() {
  const { t } = useTranslation('admin');
  const quizzes = useQuizzes();
  const setEnabled = useSetQuizEnabled();
  const category = (q: AdminQuiz) => t(`categories.${q.category}`, { defaultValue: q.category });

  const change = async (q: AdminQuiz, enabled: boolean) => {
    try {
      await setEnabled.mutateAsync({ id: q.id, enabled });
      notify.success(enabled ? 'admin:toasts.quizEnabled' : 'admin:toasts.quizDisabled', { name: q.name });
    } catch (err) {
      notify.apiError(enabled ? 'admin:toasts.quizEnableError' : 'admin:toasts.quizDisableError', err);
    }
  };

  const columns: Column<AdminQuiz>[] = [
    { key: 'name', label: t('quizzes.name'), primary: true, sortValue: (q) => q.name, render: (q) => <Text fw={600} size="sm" data-testid="quiz-name">{q.name}</Text> },
    { key: 'category', label: t('quizzes.category'), sortValue: category, render: category },
    {
      key: 'enabled',
      label: t('quizzes.enabled'),
      sortValue: (q) => q.enabled,
      render: (q) => <StatusBadge ok={q.enabled} label={q.enabled ? t('quizzes.isEnabled') : t('quizzes.isDisabled')} testId="quiz-state" />,
    },
    { key: 'kpis', label: t('quizzes.kpis'), sortValue: (q) => q.hasKeyTermSummary, render: (q) => (q.hasKeyTermSummary ? t('common.yes') : t('common.no')) },
    { key: 'studies', label: t('quizzes.studies'), sortValue: (q) => q.studies, render: (q) => q.studies },
    { key: 'questions', label: t('quizzes.questions'), sortValue: (q) => q.questions, render: (q) => q.questions },
  ];

  return (
    <div data-testid="admin-quizzes">
      <PageTitle text={t('quizzes.title')} />
      <DataTable
        rows={quizzes.data}
        columns={columns}
        rowKey={(q) => q.id}
        searchText={(q) => q.name}
        filters={[
          {
            key: 'enabled',
            label: t('quizzes.enabled'),
            options: [
              { value: 'yes', label: t('quizzes.isEnabled') },
              { value: 'no', label: t('quizzes.isDisabled') },
            ],
            value: (q) => (q.enabled ? 'yes' : 'no'),
          },
        ]}
        actions={(q) =>
          q.enabled ? (
            <Button variant="light" color="red" size="compact-sm" onClick={() => change(q, false)} aria-label={t('quizzes.disableNamed', { name: q.name })} data-testid="disable-quiz">
              {t('quizzes.disable')}
            </Button>
          ) : (
            <Button variant="light" color="green" size="compact-sm" onClick={() => change(q, true)} aria-label={t('quizzes.enableNamed', { name: q.name })} data-testid="enable-quiz">
              {t('quizzes.enable')}
            </Button>
          )
        }
        loading={quizzes.isPending}
        emptyText={t('quizzes.empty')}
        testId="quizzes-table"
        rowTestId="quiz-row"
        initialSort={{ key: 'name' }}
      />
    </div>
  );
}
