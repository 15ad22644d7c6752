import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useConfirmGuardianConsent } from '../api/confirm-guardian-consent.ts';

/**
 * Shown to a member under the guardian age without a guardian's consent on file (an admin or a roster import
 * added them): they cannot answer until a parent or legal guardian beside them confirms it here.
 */
export function GuardianConsentSection() {
  const { t } = useTranslation(['profile', 'public']);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmGuardianConsent();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!checked) {
      setError(t('public:validation.guardianConsent'));
      return;
    }
    try {
      await confirm.mutateAsync({ guardianConfirmed: true });
      notify.success('profile:toasts.guardianConsentSaved');
    } catch (err) {
      notify.apiError('profile:toasts.guardianConsentError', err);
    }
  };

  return (
    <Alert color="orange" title={t('profile:guardianConsent.title')} data-testid="guardian-consent-section">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('profile:guardianConsent.text')}</Text>
          <Checkbox
            label={t('public:resetPassword.guardianConfirmed')}
            checked={checked}
            error={error}
            onChange={(e) => {
              setChecked(e.currentTarget.checked);
              setError(null);
            }}
            name="guardianConfirmed"
          />
          <Button type="submit" loading={confirm.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('profile:guardianConsent.confirm')}
          </Button>
        </Stack>
      </form>
    </Alert>
  );
}
