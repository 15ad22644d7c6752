import type { ContinueQuizResponse } from '@club-pulse/contracts/evaluations';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useNavigation } from 'react-router';
import { PageTitle } from '../../../../components/page-title.tsx';
import type { continueLoader } from './continue-loader.ts';
import { useAnswerEntry } from '../../../../features/evaluations/api/answer-entry.ts';
import { continueQuizQuery } from '../../../../features/evaluations/api/continue-quiz.ts';
import { AnswerScale, NOT_RELEVANT } from '../../../../features/evaluations/components/answer-scale.tsx';
import { QuestionHelp } from '../../../../features/evaluations/components/question-help.tsx';
import { allowEndScreen } from '../../../../features/evaluations/lib/end-screen-access.ts';
import { ApiError } from '../../../../lib/http.ts';
import { notify } from '../../../../lib/notify.ts';
import { queryClient } from '../../../../lib/query-client.ts';

const toRadio = (q: ContinueQuizResponse) => (!q.answered ? null : q.selectedAnswer === null ? NOT_RELEVANT : String(q.selectedAnswer));

function QuestionForm({ q, position }: { q: ContinueQuizResponse; position?: number }) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [selected, setSelected] = useState<string | null>(toRadio(q));
  const [missing, setMissing] = useState(false);
  const mutation = useAnswerEntry();
  const busy = mutation.isPending || navigation.state !== 'idle';
  const base = `/evaluations/${q.evaluationId}/continue`;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    if (selected === null) {
      setMissing(true);
      return;
    }
    const selectedAnswer = selected === NOT_RELEVANT ? null : Number(selected);
    mutation.mutate(
      { evaluationId: q.evaluationId, entryId: q.entryId, selectedAnswer },
      {
        onSuccess: async ({ finished }) => {
          await queryClient.invalidateQueries({ queryKey: ['evaluations'], refetchType: 'none' });
          if (finished) {
            notify.success('player:toasts.answerSuccess');
            allowEndScreen(q.evaluationId);
            navigate(`/evaluations/${q.evaluationId}/end`, { state: { fromContinue: true } });
            return;
          }
          // Reviewing earlier answers goes on to the following one; otherwise to the next unanswered question.
          const next = position && position + 1 <= q.answeredCount ? `${base}?position=${position + 1}` : base;
          navigate(next, { replace: true });
        },
        onError: (err) => {
          notify.apiError('player:toasts.answerError', err);
          if (err instanceof ApiError && (err.code === 'EvaluationNotAccepting' || err.code === 'EvaluationFinished')) {
            navigate('/evaluations/pending');
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Badge variant="light" color="gray" tt="none" data-testid="question-key-term">
                {q.keyTerm}
              </Badge>
              <QuestionHelp help={q.help} />
            </Group>
            <Text size="lg" fw={600} id="question-text" data-testid="question-text">
              {q.text}
            </Text>
          </Stack>
        </Paper>
        <AnswerScale
          value={selected}
          onChange={(v) => {
            setSelected(v);
            setMissing(false);
          }}
          onConfirm={() => submit()}
          disabled={mutation.isPending}
        />
        {missing && (
          <Alert color="orange" role="alert" data-testid="answer-missing">
            {t('continue.chooseAnswer')}
          </Alert>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Button
            variant="default"
            disabled={q.position <= 1 || busy}
            onClick={() => navigate(`${base}?position=${q.position - 1}`, { replace: true })}
            data-testid="previous-question"
          >
            {t('continue.previous')}
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={busy && !mutation.isPending} data-testid="next-question">
            {q.isLastQuestion ? t('continue.finish') : t('continue.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function Component() {
  const { id, position } = useLoaderData() as Awaited<ReturnType<typeof continueLoader>>;
  const { t, i18n: i } = useTranslation('player');
  // The loader has just fetched the question: no second request on mount (a new language still fetches).
  const { data: q } = useQuery({ ...continueQuizQuery(id, i.language, position), placeholderData: keepPreviousData, refetchOnMount: false });
  if (!q) return null;
  const percent = Math.round((q.answeredCount / q.total) * 100);
  return (
    <Stack gap="md" maw={720} data-testid="continue-screen">
      <PageTitle text={q.study} />
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={600} data-testid="question-progress">
            {t('continue.progress', { current: q.position, total: q.total })}
          </Text>
          <Text size="sm" c="gray.7">
            {t('continue.answered', { answered: q.answeredCount, total: q.total })}
          </Text>
        </Group>
        <Progress value={percent} size="lg" aria-label={t('continue.answered', { answered: q.answeredCount, total: q.total })} data-testid="progress-bar" />
      </Stack>
      <QuestionForm key={`${q.entryId}-${q.answered}-${q.selectedAnswer}`} q={q} position={position} />
    </Stack>
  );
}
