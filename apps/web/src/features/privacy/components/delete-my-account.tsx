import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DeleteAccountRequest } from '@club-pulse/contracts/privacy';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/form.ts';
import { ApiError, logout } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteMyAccount } from '../api/delete-my-account.ts';

/** Long labels (Catalan, German) wrap instead of overflowing on a phone. */
const WRAP = { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } };
/** At least 44 px tall: a phone's tap target. */
const TALL_INPUT = { input: { minHeight: 44 }, innerInput: { minHeight: 44 } };
const MESSAGES = { password: { required: 'privacy:delete.passwordRequired' } };

/** Deletes the member's account after their password and a confirmation dialog; then signs out. */
export function DeleteMyAccount() {
  const { t } = useTranslation('privacy');
  const form = useContractForm({ initialValues: { password: '' }, schema: DeleteAccountRequest, messages: MESSAGES });
  const remove = useDeleteMyAccount();

  const run = async (body: DeleteAccountRequest) => {
    try {
      await remove.mutateAsync(body);
      notify.success('privacy:toasts.deleteSuccess');
      logout();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'LoginError') form.setFieldError('password', t('delete.wrongPassword'));
      else notify.apiError('privacy:toasts.deleteError', err);
    }
  };

  const submit = form.onSubmit((values) => {
    modals.openConfirmModal({
      title: t('confirm.title'),
      children: <Text size="sm">{t('confirm.text')}</Text>,
      labels: { confirm: t('confirm.confirm'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-account' } as Record<string, unknown>,
      onConfirm: () => run(values),
    });
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="delete-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="delete-title">
            {t('delete.title')}
          </Title>
          <Text size="sm">{t('delete.text')}</Text>
          <PasswordInput
            label={t('delete.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
            required
            maw={360}
            styles={TALL_INPUT}
            data-testid="delete-account-password"
          />
          <div>
            <Button
              miw={0}
              maw="100%"
              h="auto"
              mih={44}
              py={8}
              styles={WRAP}
              type="submit"
              color="red"
              variant="outline"
              loading={remove.isPending}
              data-testid="delete-account"
            >
              {t('delete.button')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
