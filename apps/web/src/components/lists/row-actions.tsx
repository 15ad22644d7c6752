import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface RowAction {
  key: string;
  label: string;
  to?: string;
  onClick?: () => void;
  color?: string;
  disabled?: boolean;
}

/** The actions of one row, in a menu named after the row (keyboard usable). */
export function RowActions({ name, actions }: { name: string; actions: RowAction[] }) {
  const { t } = useTranslation('admin');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" size="compact-sm" aria-label={t('table.actionsFor', { name })} data-testid="row-actions">
          {t('table.actions')} ▾
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((a) =>
          a.to ? (
            <Menu.Item key={a.key} component={Link} to={a.to} data-testid={`action-${a.key}`} disabled={a.disabled}>
              {a.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={a.key} onClick={a.onClick} color={a.color} data-testid={`action-${a.key}`} disabled={a.disabled}>
              {a.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
