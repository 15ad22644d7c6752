import type { AdminQuiz } from '@club-pulse/contracts/admin-quizzes';
import { List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useSetQuizEnabled } from '../api/set-quiz-enabled.ts';

/**
 * Enabling or disabling a quiz, after a confirmation that says what follows (as disabling a member does):
 * a disabled quiz cannot be chosen for new studies while its running studies keep it; an enabled one can.
 */
export function useConfirmQuizEnabled() {
  const { t } = useTranslation('admin');
  const setEnabled = useSetQuizEnabled();
  const change = async (q: AdminQuiz, enabled: boolean) => {
    try {
      await setEnabled.mutateAsync({ id: q.id, enabled });
      notify.success(enabled ? 'admin:toasts.quizEnabled' : 'admin:toasts.quizDisabled', { name: q.name });
    } catch (err) {
      notify.apiError(enabled ? 'admin:toasts.quizEnableError' : 'admin:toasts.quizDisableError', err);
    }
  };
  return (q: AdminQuiz, enabled: boolean) => {
    const key = enabled ? 'confirmQuiz.enable' : 'confirmQuiz.disable';
    modals.openConfirmModal({
      title: t(`${key}.title`, { name: q.name }),
      children: (
        <List size="sm" spacing={4} data-testid="quiz-consequences">
          <List.Item>
            <Text size="sm" span>
              {t(`${key}.newStudies`)}
            </Text>
          </List.Item>
          {!enabled && (
            <List.Item>
              <Text size="sm" span>
                {t('confirmQuiz.disable.running', { count: q.studies })}
              </Text>
            </List.Item>
          )}
          <List.Item>
            <Text size="sm" span>
              {t(`${key}.undo`)}
            </Text>
          </List.Item>
        </List>
      ),
      labels: { confirm: enabled ? t('quizzes.enable') : t('quizzes.disable'), cancel: t('form.cancel') },
      confirmProps: { color: enabled ? 'green' : 'red', 'data-testid': 'confirm-quiz-enabled' } as never,
      cancelProps: { 'data-testid': 'cancel-quiz-enabled' } as never,
      onConfirm: () => change(q, enabled),
    });
  };
}
