import { ChangePasswordRequest } from '@club-pulse/contracts/profile';
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangePassword } from '../api/change-password.ts';
import classes from './profile.module.css';

const EMPTY = { currentPassword: '', password: '', repeatPassword: '' };
const INPUT = { input: classes.control, innerInput: classes.control };
const MESSAGES = { currentPassword: { required: 'profile:password.currentRequired' } };

/** The current password and the new one twice; on success every other session of the member ends. */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const form = useContractForm({ initialValues: EMPTY, schema: ChangePasswordRequest, messages: MESSAGES });
  const change = useChangePassword();

  const submit = form.onSubmit(
    async (values) => {
      try {
        await change.mutateAsync(values);
        form.reset();
        notify.success('profile:toasts.passwordChanged');
      } catch (err) {
        if (err instanceof ApiError && err.code === 'LoginError') {
          form.setFieldError('currentPassword', t('password.wrongCurrent'));
          return;
        }
        const errors = apiFieldErrors(err);
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else notify.apiError('profile:toasts.passwordError', err);
      }
    },
    (errors, _values, event) => focusFirstError(event?.currentTarget, errors),
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="password-title" data-testid="password-section">
      <form onSubmit={submit} noValidate data-testid="password-form">
        <Stack gap="sm" maw={420}>
          <Title order={2} size="h3" id="password-title">
            {t('password.title')}
          </Title>
          <Text size="sm">{t('password.text')}</Text>
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            classNames={INPUT}
            data-testid="password-current"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('password.new')}
            description={t('public:register.passwordHint')}
            autoComplete="new-password"
            required
            classNames={INPUT}
            data-testid="password-new"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('password.repeat')}
            autoComplete="new-password"
            required
            classNames={INPUT}
            data-testid="password-repeat"
            {...form.getInputProps('repeatPassword')}
          />
          <div>
            <Button type="submit" loading={change.isPending} className={classes.control} data-testid="password-save">
              {t('password.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
