import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { authenticate } from '../../../features/auth/api/authenticate.ts';
import { CaptchaField, useCaptchaEnabled } from '../../../features/captcha/captcha-field.tsx';
import { authStore, homeOf } from '../../../lib/auth-store.ts';
import { ApiError } from '../../../lib/http.ts';
import { redirectSignedIn } from '../../../lib/guards.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';

export const loader = redirectSignedIn;

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<string | undefined>();
  const [captchaKey, setCaptchaKey] = useState(0);
  const captchaEnabled = useCaptchaEnabled();
  const [error, setError] = useState<string | null>(null);
  const studyToken = params.get('studyToken');

  const mutation = useMutation({
    mutationFn: authenticate,
    onSuccess: ({ token }) => {
      authStore.setToken(token);
      const info = authStore.get().userInfo;
      const target = safeRedirect(params.get('redirectUri'));
      if (target) return navigate(target, { replace: true });
      const home = homeOf(info);
      navigate(info?.role === 'User' && studyToken ? `${home}?studyToken=${encodeURIComponent(studyToken)}` : home, { replace: true });
    },
    onError: (err) => {
      // Spec §8: the captcha message when the first error is ErrorCaptcha, otherwise the login error.
      const code = err instanceof ApiError ? err.code : 'Generic';
      setError(code === 'ErrorCaptcha' ? t('errors.ErrorCaptcha') : code === 'TooManyRequests' ? t('errors.TooManyRequests') : t('login.error'));
      setCaptcha(undefined);
      setCaptchaKey((k) => k + 1);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    mutation.mutate({ email: email.trim(), password, captcha });
  };

  return (
    <>
      <PageTitle text={t('login.title')} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-describedby={error ? 'login-error' : undefined}>
        <Stack>
          {error && (
            <Alert color="red" role="alert" id="login-error" data-testid="login-error">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <CaptchaField key={captchaKey} onChange={setCaptcha} />
          <Button type="submit" loading={mutation.isPending} disabled={!email || !password || (captchaEnabled && !captcha)}>
            {t('login.submit')}
          </Button>
          <Group justify="space-between" wrap="wrap">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
            <Anchor component={Link} to={studyToken ? `/register?studyToken=${encodeURIComponent(studyToken)}` : '/register'} size="sm">
              {t('login.register')}
            </Anchor>
          </Group>
          {!studyToken && (
            <Text size="xs" c="dimmed">
              {t('login.registerHint')}
            </Text>
          )}
        </Stack>
      </Paper>
    </>
  );
}
