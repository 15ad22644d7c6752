import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';
import { useCloseStudy } from '../api/close-study.ts';
import { useReopenStudy } from '../api/reopen-study.ts';

/** Close and reopen with a confirmation dialog and their own toasts; a refused transition (409) says why. */
export function useStudyTransitions() {
  const { t } = useTranslation('coach');
  const close = useCloseStudy();
  const reopen = useReopenStudy();

  const confirm = (study: ManagerStudy, action: 'close' | 'reopen') =>
    modals.openConfirmModal({
      title: t(`confirm.${action}Title`),
      children: <Text size="sm">{t(`confirm.${action}Text`, { study: study.description })}</Text>,
      labels: { confirm: t(`actions.${action}`), cancel: t('form.cancel') },
      confirmProps: { color: action === 'close' ? 'orange' : 'blue', 'data-testid': 'confirm-transition' } as Record<string, unknown>,
      onConfirm: async () => {
        try {
          await (action === 'close' ? close : reopen).mutateAsync(study.id);
          notify.success(`coach:toasts.${action}Success`);
        } catch (err) {
          if (err instanceof ApiError && err.code === 'StudyTransitionNotAllowed') notify.error(`coach:toasts.${action}NotAllowed`);
          else notify.apiError(`coach:toasts.${action}Error`, err);
        }
      },
    });

  return { onClose: (s: ManagerStudy) => confirm(s, 'close'), onReopen: (s: ManagerStudy) => confirm(s, 'reopen') };
}
