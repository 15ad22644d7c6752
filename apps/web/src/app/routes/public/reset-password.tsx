import { ResetPasswordRequest } from '@club-pulse/contracts/account';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { resetPassword } from '../../../features/account/api/reset-password.ts';
import { apiFieldErrors, type FieldErrors, validateWith } from '../../../features/account/form-errors.ts';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';

function InvalidLink() {
  const { t } = useTranslation('public');
  return (
    <Alert color="red" role="alert" data-testid="reset-invalid-link" title={t('resetPassword.invalidLinkTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('resetPassword.invalidLink')}</Text>
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t('resetPassword.requestNew')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** Takes email and token from the query string; new password and its confirmation with the registration rules. */
export function Component() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [invalid, setInvalid] = useState(!email || !token);

  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      notify.success('public:resetPassword.success');
      navigate('/login', { replace: true });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'InvalidResetLink') {
        notify.error('public:resetPassword.invalidLink');
        setInvalid(true);
        return;
      }
      setErrors(apiFieldErrors(err));
      notify.apiError('public:resetPassword.error', err);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateWith(ResetPasswordRequest, { email, token, password, repeatPassword });
    setErrors(found);
    if (Object.keys(found).length) return;
    mutation.mutate({ email, token, password, repeatPassword });
  };

  return (
    <>
      <PageTitle text={t('resetPassword.title')} />
      {invalid ? (
        <InvalidLink />
      ) : (
        <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate data-testid="reset-form">
          <Stack>
            <Text size="sm">{t('resetPassword.intro', { email })}</Text>
            <PasswordInput
              label={t('resetPassword.password')}
              description={t('register.passwordHint')}
              name="password"
              autoComplete="new-password"
              required
              value={password}
              error={errors.password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <PasswordInput
              label={t('resetPassword.repeatPassword')}
              name="repeatPassword"
              autoComplete="new-password"
              required
              value={repeatPassword}
              error={errors.repeatPassword}
              onChange={(e) => setRepeatPassword(e.currentTarget.value)}
            />
            <Button type="submit" loading={mutation.isPending}>
              {t('resetPassword.submit')}
            </Button>
          </Stack>
        </Paper>
      )}
    </>
  );
}
