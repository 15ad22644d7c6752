import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canClose, canEdit, canReopen } from '../lib/study-rules.ts';

export interface StudyActionHandlers {
  onEdit: (s: ManagerStudy) => void;
  onClose: (s: ManagerStudy) => void;
  onReopen: (s: ManagerStudy) => void;
  onShare: (s: ManagerStudy) => void;
}

/** The actions of one study, in a keyboard-usable menu; those the study's state does not allow are left out. */
export function StudyActionsMenu({ study, ...on }: StudyActionHandlers & { study: ManagerStudy }) {
  const { t } = useTranslation('coach');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          style={{ flexShrink: 0 }}
          aria-label={t('actions.menuFor', { study: study.description })}
          data-testid={`study-actions-${study.id}`}
        >
          {t('actions.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => on.onShare(study)} data-testid="action-share">
          {t('actions.share')}
        </Menu.Item>
        <Menu.Item component={Link} to={`/studies/${study.id}/members`} data-testid="action-members">
          {t('actions.members')}
        </Menu.Item>
        <Menu.Item component={Link} to={`/studies/${study.id}/report`} data-testid="action-report">
          {t('actions.report')}
        </Menu.Item>
        {canEdit(study) && (
          <Menu.Item onClick={() => on.onEdit(study)} data-testid="action-edit">
            {t('actions.edit')}
          </Menu.Item>
        )}
        {canClose(study) && (
          <Menu.Item color="orange" onClick={() => on.onClose(study)} data-testid="action-close">
            {t('actions.close')}
          </Menu.Item>
        )}
        {canReopen(study) && (
          <Menu.Item onClick={() => on.onReopen(study)} data-testid="action-reopen">
            {t('actions.reopen')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
