import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { StudySharePanel } from './study-share-panel.tsx';

/** The share panel of a study in a dialog (full screen on a phone). */
export function StudyShareModal({
  study,
  onClose,
  onDuplicated,
}: {
  study: ManagerStudy | null;
  onClose: () => void;
  onDuplicated?: (copy: ManagerStudy) => void;
}) {
  const { t } = useTranslation('sharing');
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={!!study} onClose={onClose} title={t('panel.title', { study: study?.description ?? '' })} size="xl" fullScreen={!!phone}>
      {study && (
        <div data-testid="share-dialog">
          <StudySharePanel study={study} onDuplicated={onDuplicated} />
        </div>
      )}
    </Modal>
  );
}
