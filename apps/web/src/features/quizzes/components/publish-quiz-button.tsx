import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';
import { getQuizVersion } from '../api/get-quiz-version.ts';
import { usePublishQuiz } from '../api/publish-quiz.ts';
import { type ProblemPlace, type PublishBlocker, publishBlocker } from '../lib/problem-text.ts';
import { type ListedProblem, problemsOf, QuizProblems } from './quiz-problems.tsx';

/** The dialog's lead sentence and list title, by what keeps the draft from being published. */
const LEAD = {
  texts: { lead: 'errors.QuizIncomplete', title: 'publish.missingTitle' },
  content: { lead: 'publish.needsContent', title: 'publish.problemsTitle' },
  other: { lead: 'publish.fixProblems', title: 'publish.problemsTitle' },
} as const;

/** A draft that is word for word the quiz's current version: its number and that of the version it would replace. */
type Unchanged = { version: number; current: number };

/**
 * Publishes a draft. The server checks it as a complete quiz file; a draft that is not is refused (409
 * QuizIncomplete) and every problem is listed in a dialog, led by what to do: write the missing texts, or
 * first add key terms and questions, or fix the problems. A draft that changes nothing (the server's
 * `unchanged`, read as it is saved now) is published only once the admin confirms it. `before` runs first (the
 * editor saves there).
 */
export function PublishQuizButton({
  id,
  name,
  before,
  onPublished,
  content,
  onGoToProblem,
  ...button
}: {
  id: number;
  name: string;
  before?: () => Promise<boolean>;
  onPublished?: () => void;
  /** The quiz being published, for the key terms' names in the list of what is missing. */
  content?: { keyTerms?: unknown };
  /** Each missing text becomes a link that closes the dialog and goes to its field (in the editor). */
  onGoToProblem?: (place: ProblemPlace) => void;
} & ButtonProps) {
  const { t } = useTranslation('quizzes');
  const publish = usePublishQuiz();
  const [missing, setMissing] = useState<ListedProblem[]>([]);
  // Kept when the dialog closes, so that its sentence does not change while it fades out.
  const [blocker, setBlocker] = useState<PublishBlocker>('texts');
  const [busy, setBusy] = useState(false);
  const [askingUnchanged, setAskingUnchanged] = useState(false);
  // Kept when the dialog closes, as `blocker`.
  const [unchanged, setUnchanged] = useState<Unchanged>({ version: 0, current: 0 });

  /** `anyway`: the admin confirmed publishing a draft that changes nothing. */
  const run = async (anyway = false) => {
    setBusy(true);
    setAskingUnchanged(false);
    try {
      if (before && !(await before())) return;
      if (!anyway) {
        const draft = await getQuizVersion(id);
        if (draft.unchanged) {
          setUnchanged({ version: draft.version, current: draft.versions.find((v) => v.current)?.version ?? draft.version - 1 });
          setAskingUnchanged(true);
          return;
        }
      }
      await publish.mutateAsync(id);
      notify.success('quizzes:publish.done', { name });
      onPublished?.();
    } catch (err) {
      const problems = problemsOf(err);
      if (err instanceof ApiError && err.code === 'QuizIncomplete' && problems.length) {
        // The dialog is the answer now: no toast of a moment ago ("… was created as a draft", "… is saved") over its text.
        notifications.clean();
        setBlocker(publishBlocker(problems));
        setMissing(problems);
      } else if (err instanceof ApiError && err.code === 'QuizVersionPublished') notify.error('quizzes:errors.QuizVersionPublished');
      else notify.apiError('quizzes:publish.error', err);
    } finally {
      setBusy(false);
    }
  };

  const lead = LEAD[blocker];
  return (
    <>
      <Button
        size="compact-sm"
        color="teal"
        {...button}
        onClick={() => run()}
        loading={busy}
        aria-label={t('publish.named', { name })}
        data-testid="publish-quiz"
      >
        {t('publish.action')}
      </Button>
      <Modal opened={missing.length > 0} onClose={() => setMissing([])} title={t('publish.incompleteTitle', { name })} size="lg">
        <Stack gap="sm">
          <Text size="sm" data-testid="publish-missing-lead">
            {t(lead.lead)}
          </Text>
          <QuizProblems
            title={t(lead.title)}
            problems={missing}
            testId="publish-missing"
            content={content}
            showPaths={false}
            onGo={
              onGoToProblem &&
              ((place) => {
                setMissing([]);
                onGoToProblem(place);
              })
            }
          />
          <Button variant="default" onClick={() => setMissing([])} data-testid="publish-missing-close">
            {t('common.close')}
          </Button>
        </Stack>
      </Modal>
      <Modal opened={askingUnchanged} onClose={() => setAskingUnchanged(false)} title={t('publish.unchangedTitle', { name })}>
        <Stack gap="md" data-testid="publish-unchanged">
          <Text size="sm">{t('publish.unchanged', unchanged)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAskingUnchanged(false)} data-testid="publish-unchanged-cancel">
              {t('common.cancel')}
            </Button>
            <Button color="teal" onClick={() => run(true)} data-testid="publish-unchanged-confirm">
              {t('publish.anyway')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
