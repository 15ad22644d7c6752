import { Alert, Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { describeProblem, type ProblemPlace, problemPlace } from '../lib/problem-text.ts';

export interface ListedProblem {
  /** Where, as in the file (`questions[3].text.de`) or the request (`content.questions.3.text.de`); empty for the file as a whole. */
  field: string;
  message: string;
  /** The problem already in words (a problem of a CSV table, which the web client finds itself). */
  text?: string;
}

/** The problems of a refused file or an incomplete draft, as the server listed them (one item per problem). */
export function problemsOf(err: unknown): ListedProblem[] {
  if (!(err instanceof ApiError)) return [];
  if (err.code !== 'ValidationError' && err.code !== 'QuizIncomplete') return [];
  return err.errors.map((e) => ({ field: e.field ?? '', message: e.message }));
}

/**
 * Every problem (all of them, however many), each in plain words naming its place ("Question 3, Spanish: the
 * text is missing") with the place in the file's notation beside it (`showPaths`, for whoever fixes a file; a
 * dialog of the editor leaves it out). With `onGo`, each is a link to its field. `content`: the quiz the
 * problems are in, for the key terms' names.
 */
export function QuizProblems({
  title,
  note,
  problems,
  testId,
  content,
  onGo,
  showPaths = true,
}: {
  title: string;
  note?: string;
  problems: ListedProblem[];
  testId: string;
  content?: { keyTerms?: unknown };
  onGo?: (place: ProblemPlace) => void;
  showPaths?: boolean;
}) {
  const { t, i18n } = useTranslation('quizzes');
  if (!problems.length) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert" data-testid={testId}>
      <Text size="sm" mb={4}>
        {t('problems.count', { count: problems.length })}
        {note ? ` ${note}` : ''}
      </Text>
      <List size="sm" spacing={2}>
        {problems.map((p, i) => {
          const sentence = p.text ?? describeProblem(p, t, i18n.language, content);
          const place = problemPlace(p.field);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: problems are a fixed list, two may share a field
            <List.Item key={i} data-testid="quiz-problem">
              {onGo && place.area !== 'file' ? (
                <Anchor component="button" type="button" size="sm" ta="start" onClick={() => onGo(place)} data-testid="quiz-problem-text">
                  {sentence}
                </Anchor>
              ) : (
                <span data-testid="quiz-problem-text">{sentence}</span>
              )}
              {showPaths && place.path && (
                <Text span size="xs" c="dimmed" ff="monospace" ml={6} data-testid="quiz-problem-path">
                  {place.path}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
