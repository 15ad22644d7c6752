import { RegisterPlayerRequest } from '@club-pulse/contracts/account';
import { Alert, Anchor, Button, Checkbox, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { registerPlayer } from '../../../features/account/api/register-player.ts';
import { apiFieldErrors, type FieldErrors, validateWith } from '../../../features/account/form-errors.ts';
import { CaptchaField, useCaptchaEnabled } from '../../../features/captcha/captcha-field.tsx';
import { authStore } from '../../../lib/auth-store.ts';
import { redirectSignedIn } from '../../../lib/guards.ts';
import { ApiError } from '../../../lib/http.ts';
import { errorMessage, notify } from '../../../lib/notify.ts';

/** Reachable only with a studyToken query value; a signed-in user goes home keeping it. */
export function loader(args: LoaderFunctionArgs) {
  redirectSignedIn(args);
  if (!new URL(args.request.url).searchParams.get('studyToken')) throw redirect('/notfound');
  return null;
}

const EMPTY = { name: '', surname: '', email: '', password: '', repeatPassword: '', birthDate: '', termsAccepted: false, guardianConfirmed: false };
type Values = typeof EMPTY;
/** Codes whose own message says more than the generic registration error. */
const EXPLAINED = new Set(['StudyTokenInvalid', 'StudyNotAccepting', 'ClubInactive', 'EmailAlreadyRegistered', 'TooManyRequests', 'Network']);

export function Component() {
  const { t, i18n } = useTranslation('public');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const studyToken = params.get('studyToken') ?? '';
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null);
  const [captcha, setCaptcha] = useState<string | undefined>();
  const [captchaKey, setCaptchaKey] = useState(0);
  const captchaEnabled = useCaptchaEnabled();
  const today = new Date().toISOString().slice(0, 10);
  const loginLink = `/login?studyToken=${encodeURIComponent(studyToken)}`;

  const validate = (next: Values) => validateWith(RegisterPlayerRequest, { ...next, studyToken });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const mutation = useMutation({
    mutationFn: registerPlayer,
    onSuccess: ({ token }) => {
      authStore.setToken(token);
      notify.success('public:register.success');
      navigate('/home', { replace: true });
    },
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : 'Generic';
      // Spec §8: the captcha message when the first error is ErrorCaptcha, otherwise the registration error.
      setFailure({ code, message: code === 'ErrorCaptcha' ? t('common:errors.ErrorCaptcha') : t('register.error') });
      setErrors(apiFieldErrors(err));
      setCaptcha(undefined);
      setCaptchaKey((k) => k + 1);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = validate(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    mutation.mutate({ ...values, studyToken, captcha, language: i18n.language as RegisterPlayerRequest['language'] });
  };

  const field = (name: keyof Values) => ({ name, error: errors[name], id: `register-${name}` });

  return (
    <>
      <PageTitle text={t('register.title')} />
      <Text mb="md">{t('register.intro')}</Text>
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate data-testid="register-form">
        <Stack>
          {failure && (
            <Alert color="red" role="alert" data-testid="register-error" title={failure.message}>
              {EXPLAINED.has(failure.code) && <Text size="sm">{errorMessage(mutation.error)}</Text>}
              {failure.code === 'EmailAlreadyRegistered' && (
                <Anchor component={Link} to={loginLink} size="sm" data-testid="register-sign-in">
                  {t('register.signInInstead')}
                </Anchor>
              )}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('register.name')} autoComplete="given-name" required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} {...field('name')} />
            <TextInput label={t('register.surname')} autoComplete="family-name" required value={values.surname} onChange={(e) => set('surname', e.currentTarget.value)} {...field('surname')} />
          </SimpleGrid>
          <TextInput label={t('register.email')} type="email" autoComplete="email" required value={values.email} onChange={(e) => set('email', e.currentTarget.value)} {...field('email')} />
          <PasswordInput
            label={t('register.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(e) => set('password', e.currentTarget.value)}
            {...field('password')}
          />
          <PasswordInput
            label={t('register.repeatPassword')}
            autoComplete="new-password"
            required
            value={values.repeatPassword}
            onChange={(e) => set('repeatPassword', e.currentTarget.value)}
            {...field('repeatPassword')}
          />
          <TextInput
            label={t('register.birthDate')}
            type="date"
            max={today}
            autoComplete="bday"
            required
            value={values.birthDate}
            onChange={(e) => set('birthDate', e.currentTarget.value)}
            {...field('birthDate')}
          />
          <Checkbox
            label={t('register.guardianConfirmed')}
            description={t('register.guardianHint')}
            checked={values.guardianConfirmed}
            onChange={(e) => set('guardianConfirmed', e.currentTarget.checked)}
            {...field('guardianConfirmed')}
          />
          <Checkbox
            label={
              <>
                {t('register.termsAccepted')}{' '}
                <Anchor component={Link} to="/usageTerms" target="_blank" rel="noopener" inherit>
                  {t('register.termsLink')}
                </Anchor>
              </>
            }
            checked={values.termsAccepted}
            onChange={(e) => set('termsAccepted', e.currentTarget.checked)}
            {...field('termsAccepted')}
          />
          <CaptchaField key={captchaKey} onChange={setCaptcha} />
          <Button type="submit" loading={mutation.isPending} disabled={captchaEnabled && !captcha}>
            {t('register.submit')}
          </Button>
          <Group gap="xs">
            <Text size="sm">{t('register.haveAccount')}</Text>
            <Anchor component={Link} to={loginLink} size="sm">
              {t('register.signIn')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
