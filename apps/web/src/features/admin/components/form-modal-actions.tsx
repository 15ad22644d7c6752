import { Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** A phone's width, where a dialog is too narrow for both buttons on one line in every language. */
export const PHONE_DIALOG_QUERY = '(max-width: 36em)';

/**
 * Cancel and Save at the foot of an admin form dialog: side by side at the right, or on a phone one full-width
 * button under the other, the one that saves first (in the page's order too, so the keyboard meets them as seen).
 */
export function FormModalActions({
  onCancel,
  saving,
  saveTestId,
  saveLabel,
}: {
  onCancel: () => void;
  saving: boolean;
  saveTestId: string;
  /** What the saving button says, when "Save" says too little (e.g. "Add coach"). */
  saveLabel?: string;
}) {
  const { t } = useTranslation('admin');
  const phone = useMediaQuery(PHONE_DIALOG_QUERY, false, { getInitialValueInEffect: false });
  const cancel = (
    <Button variant="default" onClick={onCancel} fullWidth={phone}>
      {t('form.cancel')}
    </Button>
  );
  const save = (
    <Button type="submit" loading={saving} fullWidth={phone} data-testid={saveTestId}>
      {saveLabel ?? t('form.save')}
    </Button>
  );
  return phone ? (
    <Stack gap="xs" data-testid="form-actions">
      {save}
      {cancel}
    </Stack>
  ) : (
    <Group justify="flex-end" data-testid="form-actions">
      {cancel}
      {save}
    </Group>
  );
}
