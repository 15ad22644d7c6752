import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, logout } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteMyAccount } from '../api/delete-my-account.ts';

/** Long labels (Catalan, German) wrap instead of overflowing on a phone. */
const WRAP = { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } };

/** Deletes the member's account after their password and a confirmation dialog; then signs out. */
export function DeleteMyAccount() {
  const { t } = useTranslation('privacy');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteMyAccount();

  const run = async () => {
    try {
      await remove.mutateAsync({ password });
      notify.success('privacy:toasts.deleteSuccess');
      logout();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'LoginError') setError(t('delete.wrongPassword'));
      else notify.apiError('privacy:toasts.deleteError', err);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(t('delete.passwordRequired'));
      return;
    }
    setError(null);
    modals.openConfirmModal({
      title: t('confirm.title'),
      children: <Text size="sm">{t('confirm.text')}</Text>,
      labels: { confirm: t('confirm.confirm'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-account' } as Record<string, unknown>,
      onConfirm: run,
    });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="delete-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="delete-title">
            {t('delete.title')}
          </Title>
          <Text size="sm">{t('delete.text')}</Text>
          <PasswordInput
            label={t('delete.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
            required
            maw={360}
            data-testid="delete-account-password"
          />
          <div>
            <Button
            miw={0}
            maw="100%"
            h="auto"
            py={8}
            styles={WRAP}
            type="submit" color="red" variant="outline" loading={remove.isPending} data-testid="delete-account">
              {t('delete.button')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
