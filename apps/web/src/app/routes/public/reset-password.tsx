import { ResetPasswordRequest } from '@club-pulse/contracts/account';
import { Alert, Anchor, Button, Checkbox, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { resetPassword } from '../../../features/account/api/reset-password.ts';
import { apiFieldErrors, useContractForm } from '../../../lib/form.ts';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';

const EMPTY = { password: '', repeatPassword: '', guardianConfirmed: false };
type Values = typeof EMPTY;

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
  const toRequest = useCallback((values: Values): ResetPasswordRequest => ({ email, token, ...values }), [email, token]);
  const form = useContractForm({ initialValues: EMPTY, schema: ResetPasswordRequest, toRequest });
  const [invalid, setInvalid] = useState(!email || !token);
  // A member under the guardian age without a guardian's consent on file: the link says so, and the server's
  // answer too (it decides by the member's row, whatever the link).
  const [askGuardian, setAskGuardian] = useState(params.get('guardian') === '1');

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
      const errors = apiFieldErrors(err);
      if (errors.guardianConfirmed) setAskGuardian(true);
      form.setErrors(errors);
      notify.apiError('public:resetPassword.error', err);
    },
  });

  const submit = form.onSubmit((values) => mutation.mutate(toRequest(values)));

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
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordInput label={t('resetPassword.repeatPassword')} autoComplete="new-password" required {...form.getInputProps('repeatPassword')} />
            {askGuardian && (
              <Checkbox
                label={t('resetPassword.guardianConfirmed')}
                description={t('resetPassword.guardianHint')}
                {...form.getInputProps('guardianConfirmed', { type: 'checkbox' })}
                id="reset-guardianConfirmed"
              />
            )}
            <Button type="submit" loading={mutation.isPending}>
              {t('resetPassword.submit')}
            </Button>
          </Stack>
        </Paper>
      )}
    </>
  );
}
