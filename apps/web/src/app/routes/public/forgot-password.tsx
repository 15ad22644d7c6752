import { ForgotPasswordRequest } from '@club-pulse/contracts/account';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { forgotPassword } from '../../../features/account/api/forgot-password.ts';
import { CaptchaField, useCaptcha } from '../../../features/captcha/captcha-field.tsx';
import { apiFieldErrors, useContractForm } from '../../../lib/form.ts';
import { ApiError } from '../../../lib/http.ts';
import { errorMessage } from '../../../lib/notify.ts';

const toRequest = (values: { email: string }): ForgotPasswordRequest => ({ email: values.email.trim() });

export function Component() {
  const { t } = useTranslation('public');
  const form = useContractForm({ initialValues: { email: '' }, schema: ForgotPasswordRequest, toRequest });
  const [failure, setFailure] = useState<string | null>(null);
  const captcha = useCaptcha();

  const mutation = useMutation({
    mutationFn: forgotPassword,
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : 'Generic';
      setFailure(code === 'ValidationError' ? null : code === 'Generic' ? t('forgotPassword.error') : errorMessage(err));
      form.setErrors(apiFieldErrors(err));
      captcha.reset();
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      mutation.mutate({ ...toRequest(values), captcha: captcha.payload });
    },
    () => setFailure(null),
  );

  if (mutation.isSuccess) {
    return (
      <>
        <PageTitle text={t('forgotPassword.title')} />
        <Alert color="green" role="status" data-testid="forgot-sent" title={t('forgotPassword.sentTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('forgotPassword.sent')}</Text>
            <Anchor component={Link} to="/login" size="sm">
              {t('forgotPassword.backToLogin')}
            </Anchor>
          </Stack>
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageTitle text={t('forgotPassword.title')} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate data-testid="forgot-form">
        <Stack>
          <Text size="sm">{t('forgotPassword.intro')}</Text>
          {failure && (
            <Alert color="red" role="alert" data-testid="forgot-error">
              {failure}
            </Alert>
          )}
          <TextInput label={t('forgotPassword.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <CaptchaField key={captcha.key} onChange={captcha.onChange} />
          <Button type="submit" loading={mutation.isPending} disabled={captcha.pending}>
            {t('forgotPassword.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            {t('forgotPassword.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </>
  );
}
