import type { AdminStudy } from '@club-pulse/contracts/admin-studies';
import { studyMayCancel } from '@club-pulse/contracts/study-rules';
import { List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { useCancelStudy } from '../api/cancel-study.ts';

type CancellableStudy = Pick<
  AdminStudy,
  'id' | 'description' | 'state' | 'dueDate' | 'playerAnswers' | 'playersInvited' | 'coachAnswers' | 'coachesInvited'
>;

/** The contracts' rule, today (the server still decides and answers 409 otherwise). */
export const canCancel = (s: Pick<AdminStudy, 'state' | 'dueDate'>) => studyMayCancel(s, todayIso());

/** The evaluations that cancelling would cancel: everyone invited who has not finished. */
export const unfinishedEvaluations = (s: CancellableStudy) => s.playersInvited - s.playerAnswers + (s.coachesInvited - s.coachAnswers);

/**
 * Cancelling a study, after a confirmation that says what follows: how many unfinished evaluations are
 * cancelled, that finished reports are kept, and that it cannot be undone (docs/design.md#states).
 */
export function useConfirmCancelStudy() {
  const { t } = useTranslation('admin');
  const cancel = useCancelStudy();
  return (study: CancellableStudy) =>
    modals.openConfirmModal({
      title: t('cancelStudy.title', { study: study.description }),
      children: (
        <>
          <Text size="sm">{t('cancelStudy.intro', { study: study.description })}</Text>
          <List size="sm" mt="xs" spacing={4} data-testid="cancel-study-consequences">
            <List.Item>{t('cancelStudy.unfinished', { count: unfinishedEvaluations(study) })}</List.Item>
            <List.Item>{t('cancelStudy.kept', { count: study.playerAnswers + study.coachAnswers })}</List.Item>
            <List.Item>{t('cancelStudy.final')}</List.Item>
          </List>
        </>
      ),
      labels: { confirm: t('cancelStudy.confirm'), cancel: t('cancelStudy.keep') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-cancel-study' } as never,
      cancelProps: { 'data-testid': 'keep-study' } as never,
      onConfirm: async () => {
        try {
          await cancel.mutateAsync(study.id);
          notify.success('admin:cancelStudy.done', { study: study.description, count: unfinishedEvaluations(study) });
        } catch (err) {
          notify.apiError('admin:cancelStudy.error', err);
        }
      },
    });
}
