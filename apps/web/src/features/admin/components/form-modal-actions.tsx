import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and Save at the foot of an admin form dialog. */
export function FormModalActions({ onCancel, saving, saveTestId }: { onCancel: () => void; saving: boolean; saveTestId: string }) {
  const { t } = useTranslation('admin');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" loading={saving} data-testid={saveTestId}>
        {t('form.save')}
      </Button>
    </Group>
  );
}
