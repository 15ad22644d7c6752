import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { authenticate } from '../../../features/auth/api/authenticate.ts';
import { CaptchaField, useCaptcha } from '../../../features/captcha/captcha-field.tsx';
import { pendingStudyLink } from '../../../features/onboarding/pending-study-link.ts';
import { getProfile } from '../../../features/profile/api/get-profile.ts';
import { updateLanguage } from '../../../features/profile/api/update-language.ts';
import { TwoFactorSignIn } from '../../../features/two-factor/components/two-factor-sign-in.tsx';
import { authStore, homeOf } from '../../../lib/auth-store.ts';
import { useContractForm } from '../../../lib/form.ts';
import { redirectSignedIn } from '../../../lib/guards.ts';
import { ApiError } from '../../../lib/http.ts';
import { settleLanguageAtSignIn } from '../../../lib/i18n.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';

export const loader = redirectSignedIn;

// The sign-in page is the first many see: zod comes with the schema, loaded after the first paint.
const schema = () => import('@club-pulse/contracts/auth').then((m) => m.AuthenticateRequest);
const toRequest = (v: { email: string; password: string }) => ({ email: v.email.trim(), password: v.password });

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useContractForm({ initialValues: { email: '', password: '' }, schema, toRequest });
  const captcha = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  // The challenge of the second step, when the member has two-factor sign-in (modules/two-factor).
  const [challenge, setChallenge] = useState<string | null>(null);
  // The study link the visitor is on their way to join: in the address, or kept for the tab since its landing.
  const studyToken = params.get('studyToken') ?? pendingStudyLink();
  useEffect(() => void schema(), []);

  const mutation = useMutation({
    mutationFn: authenticate,
    onSuccess: (res) => {
      if ('twoFactorRequired' in res) return setChallenge(res.challenge);
      void signedIn(res.token);
    },
    onError: (err) => {
      // The captcha message when the first error is ErrorCaptcha, otherwise the login error.
      const code = err instanceof ApiError ? err.code : 'Generic';
      setError(code === 'ErrorCaptcha' ? t('errors.ErrorCaptcha') : code === 'TooManyRequests' ? t('errors.TooManyRequests') : t('login.error'));
      captcha.reset();
    },
  });

  async function signedIn(token: string) {
    authStore.setToken(token);
    // The member's own language before the first signed-in screen, so it does not change under their eyes.
    await settleLanguageAtSignIn({ read: () => getProfile().then((p) => p.language), save: updateLanguage });
    const info = authStore.get().userInfo;
    const target = safeRedirect(params.get('redirectUri'));
    if (target) return navigate(target, { replace: true });
    const home = homeOf(info);
    navigate(info?.role === 'User' && studyToken ? `${home}?studyToken=${encodeURIComponent(studyToken)}` : home, { replace: true });
  }

  const submit = form.onSubmit((values) => {
    setError(null);
    mutation.mutate({ ...toRequest(values), captcha: captcha.payload });
  });
  const { email, password } = form.values;

  if (challenge) {
    return (
      <>
        <PageTitle text={t('login.title')} />
        <Paper withBorder p="lg">
          <TwoFactorSignIn
            challenge={challenge}
            onSignedIn={signedIn}
            onRestart={() => {
              setChallenge(null);
              captcha.reset();
            }}
          />
        </Paper>
      </>
    );
  }

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
          <TextInput label={t('login.email')} type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput label={t('login.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <CaptchaField key={captcha.key} onChange={captcha.onChange} />
          <Button type="submit" loading={mutation.isPending || form.submitting} disabled={!email || !password || captcha.pending}>
            {t('login.submit')}
          </Button>
          <Group justify="space-between" wrap="wrap">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
            <Anchor component={Link} to={studyToken ? `/register?studyToken=${encodeURIComponent(studyToken)}` : '/join'} size="sm">
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
