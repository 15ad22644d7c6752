import { quizProblemKey } from '@club-pulse/contracts/quiz-document';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { validationMessage } from '../../../lib/notify.ts';

export interface ListedProblem {
  /** Where, as in the file (`questions[3].text.de`); empty for the file as a whole. */
  field: string;
  message: string;
}

/** The problems of a refused file or an incomplete draft, as the server listed them (one item per problem). */
export function problemsOf(err: unknown): ListedProblem[] {
  if (!(err instanceof ApiError)) return [];
  if (err.code !== 'ValidationError' && err.code !== 'QuizIncomplete') return [];
  return err.errors.map((e) => ({ field: e.field ?? '', message: e.message }));
}

/** A problem's English message from the server, in the interface language. */
function useProblemText() {
  const { t } = useTranslation('quizzes');
  return (message: string) => {
    const key = quizProblemKey(message);
    if (key) return t(`problems.${key}`);
    return validationMessage(message) ?? t('problems.other');
  };
}

/** Every problem, by its place in the quiz: what the admin fixes in the file or in the editor. */
export function QuizProblems({ title, note, problems, testId }: { title: string; note?: string; problems: ListedProblem[]; testId: string }) {
  const { t } = useTranslation('quizzes');
  const text = useProblemText();
  if (!problems.length) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert" data-testid={testId}>
      <Text size="sm" mb={4}>
        {t('problems.count', { count: problems.length })}
        {note ? ` ${note}` : ''}
      </Text>
      <List size="sm" spacing={2} mah={280} style={{ overflowY: 'auto' }}>
        {problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: problems are a fixed list, two may share a field
          <List.Item key={i} data-testid="quiz-problem">
            <Text span ff="monospace" size="sm" fw={600}>
              {p.field || t('problems.wholeFile')}
            </Text>
            {`: ${text(p.message)}`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
