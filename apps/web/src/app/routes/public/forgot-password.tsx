import { ForgotPasswordRequest } from '@club-pulse/contracts/account';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { forgotPassword } from '../../../features/account/api/forgot-password.ts';
import { apiFieldErrors, type FieldErrors, validateWith } from '../../../features/account/form-errors.ts';
import { CaptchaField, useCaptchaEnabled } from '../../../features/captcha/captcha-field.tsx';
import { ApiError } from '../../../lib/http.ts';
import { errorMessage } from '../../../lib/notify.ts';

export function Component() {
  const { t } = useTranslation('public');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | undefined>();
  const [captchaKey, setCaptchaKey] = useState(0);
  const captchaEnabled = useCaptchaEnabled();

  const mutation = useMutation({
    mutationFn: forgotPassword,
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : 'Generic';
      setFailure(code === 'ValidationError' ? null : code === 'Generic' ? t('forgotPassword.error') : errorMessage(err));
      setErrors(apiFieldErrors(err));
      setCaptcha(undefined);
      setCaptchaKey((k) => k + 1);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = validateWith(ForgotPasswordRequest, { email });
    setErrors(found);
    if (found.email) return;
    mutation.mutate({ email: email.trim(), captcha });
  };

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
          <TextInput
            label={t('forgotPassword.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <CaptchaField key={captchaKey} onChange={setCaptcha} />
          <Button type="submit" loading={mutation.isPending} disabled={captchaEnabled && !captcha}>
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
