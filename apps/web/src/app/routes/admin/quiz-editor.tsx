import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useBlocker, useLoaderData, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminBreadcrumbs } from '../../../features/admin/components/admin-breadcrumbs.tsx';
import { notFoundOnMissing } from '../../../features/admin/lib/load.ts';
import { QuizPreview } from '../../../features/evaluations/components/quiz-preview.tsx';
import { quizVersionQuery, useQuizVersion } from '../../../features/quizzes/api/get-quiz-version.ts';
import { QuizEditor } from '../../../features/quizzes/components/quiz-editor.tsx';
import { numericParam } from '../../../lib/guards.ts';
import { queryClient } from '../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = numericParam(params.quizId);
  await queryClient.ensureQueryData(quizVersionQuery(id)).catch(notFoundOnMissing);
  return { id };
}

/** One version of a quiz: the editor of a draft, or a published version to read, preview and start a new version of. */
export function Component() {
  const { t } = useTranslation('quizzes');
  const { id } = useLoaderData() as { id: number };
  const version = useQuizVersion(id);
  const navigate = useNavigate();
  // Read when a navigation starts: a draft saved or discarded just before leaves without asking.
  const dirty = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname);
  if (!version.data) return null;
  const v = version.data;
  return (
    <div data-testid="admin-quiz-editor">
      <AdminBreadcrumbs items={[{ label: t('admin:quizzes.title'), to: '/admin/quizs' }, { label: v.content.name }]} />
      <PageTitle text={t('editor.title')} />
      <QuizEditor
        // A version published (or saved elsewhere) starts the editor again from what the server holds.
        key={`${v.id}-${v.status}`}
        version={v}
        onOpenVersion={(other) => navigate(`/admin/quizs/${other}`)}
        onDiscarded={() => navigate('/admin/quizs', { replace: true })}
        onDirtyChange={(value) => {
          dirty.current = value;
        }}
        preview={(quiz, language) => <QuizPreview quiz={quiz} initialLanguage={language} />}
      />
      <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('editor.leaveTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('editor.leaveConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              {t('editor.stay')}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-unsaved">
              {t('editor.leave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </div>
  );
}
