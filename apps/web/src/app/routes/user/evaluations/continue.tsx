import { Stack, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { continueLoader } from './continue-loader.ts';
import { continueQuizQuery } from '../../../../features/evaluations/api/continue-quiz.ts';
import { QuestionForm } from '../../../../features/evaluations/components/question-form.tsx';
import { QuestionProgress } from '../../../../features/evaluations/components/question-progress.tsx';

export function Component() {
  const { id, position } = useLoaderData() as Awaited<ReturnType<typeof continueLoader>>;
  const { t, i18n: i } = useTranslation('player');
  // The loader has just fetched the question: no second request on mount (a new language still fetches).
  const { data: q } = useQuery({ ...continueQuizQuery(id, i.language, position), placeholderData: keepPreviousData, refetchOnMount: false });
  if (!q) return null;
  return (
    <Stack gap="sm" maw={720} data-testid="continue-screen">
      <QuestionProgress q={q} />
      <QuestionForm key={`${q.entryId}-${q.answered}-${q.selectedAnswer}`} q={q} position={position} />
      {/* Each new question is announced (the focus moves to its text too). */}
      <VisuallyHidden role="status" aria-live="polite" data-testid="question-announcement">
        {t('continue.announce', { current: q.position, total: q.total, text: q.text })}
      </VisuallyHidden>
    </Stack>
  );
}
