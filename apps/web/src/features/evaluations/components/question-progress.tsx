import type { ContinueQuizResponse } from '@club-pulse/contracts/evaluations';
import { Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './question-progress.module.css';
import { QuestionHelp } from './question-help.tsx';

/** About ten seconds a question, as measured on the demo quiz; shown up front so the player knows the effort. */
const SECONDS_PER_QUESTION = 10;
const minutesFor = (questions: number) => Math.max(1, Math.round((questions * SECONDS_PER_QUESTION) / 60));

/**
 * The study, the progress, the question's topic (key term) and its help; before the first answer, the time it
 * takes. Compact, so that one question fits a phone screen; progress and topic stay in view when the page scrolls.
 */
export function QuestionProgress({ q }: { q: ContinueQuizResponse }) {
  const { t } = useTranslation('player');
  useEffect(() => {
    document.title = `${q.study} · Club Pulse`;
  }, [q.study]);
  const answered = t('continue.answered', { answered: q.answeredCount, total: q.total });
  return (
    <>
      <Title order={1} size="h6" c="gray.7" fw={600} lineClamp={1}>
        {q.study}
      </Title>
      <Stack gap={6} className={classes.sticky}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} className={classes.progress} data-testid="question-progress">
            {t('continue.progress', { current: q.position, total: q.total })}
          </Text>
          {q.answeredCount === 0 ? (
            <Text size="sm" c="gray.7" ta="right" data-testid="question-estimate">
              {t('continue.estimate', {
                questions: t('continue.questionCount', { count: q.total }),
                minutes: t('continue.minuteCount', { count: minutesFor(q.total) }),
              })}
            </Text>
          ) : (
            <Text size="sm" c="gray.7" ta="right">
              {answered}
            </Text>
          )}
        </Group>
        <Progress value={Math.round((q.answeredCount / q.total) * 100)} size="sm" aria-label={answered} data-testid="progress-bar" />
        <Group justify="space-between" wrap="nowrap" align="center">
          <Badge variant="light" color="blue" tt="none" size="lg" className={classes.keyTerm} data-testid="question-key-term">
            {q.keyTerm}
          </Badge>
          <QuestionHelp help={q.help} />
        </Group>
      </Stack>
    </>
  );
}
