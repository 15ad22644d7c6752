import { LANGUAGES, type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { CreateFirstAdminRequest } from '@club-pulse/contracts/setup';
import { Alert, Button, Paper, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { CaptchaField, useCaptcha } from '../../../features/captcha/captcha-field.tsx';
import { createFirstAdmin } from '../../../features/setup/api/create-first-admin.ts';
import { getSetupStatus } from '../../../features/setup/api/get-setup-status.ts';
import { authStore, homeOf } from '../../../lib/auth-store.ts';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import { ApiError } from '../../../lib/http.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { nativeName } from '../../../lib/language-names.ts';
import { errorMessage, notify } from '../../../lib/notify.ts';

/**
 * The setup is offered only while the installation has no admin (the server answers 404 afterwards, for good):
 * then a signed-in admin goes on with the setup's steps, anybody else to the sign-in.
 */
export async function loader() {
  try {
    await getSetupStatus();
    return null;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 404) throw err;
    const { userInfo } = authStore.get();
    throw redirect(userInfo?.role === 'AppAdmin' ? '/admin/setup' : userInfo ? homeOf(userInfo) : '/login');
  }
}

interface Values extends Record<string, unknown> {
  code: string;
  name: string;
  surname: string;
  email: string;
  password: string;
  repeatPassword: string;
  language: Language;
}
const toRequest = (v: Values): CreateFirstAdminRequest => ({
  code: v.code.trim(),
  name: v.name.trim(),
  surname: v.surname.trim(),
  email: v.email.trim(),
  password: v.password,
  repeatPassword: v.repeatPassword,
  language: v.language,
});

/** First-run setup: the setup code of the server's log, and the first platform admin. */
export function Component() {
  const { t, i18n } = useTranslation('setup');
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm<Values>({
    initialValues: { code: '', name: '', surname: '', email: '', password: '', repeatPassword: '', language: preferredLanguage(i18n.language) },
    schema: CreateFirstAdminRequest,
    toRequest,
  });

  const mutation = useMutation({
    mutationFn: createFirstAdmin,
    onSuccess: ({ token }) => {
      authStore.setToken(token);
      notify.success('setup:create.welcome');
      navigate('/admin/setup', { replace: true });
    },
    onError: (err) => {
      captcha.reset();
      if (err instanceof ApiError && err.status === 404) {
        notify.info('setup:create.alreadyDone');
        navigate('/login', { replace: true });
        return;
      }
      const fields = apiFieldErrors(err);
      form.setErrors(fields);
      // A field's own message says it under the field; anything else (captcha, limits, network) above the form.
      setError(Object.keys(fields).length ? null : `${t('create.error')} ${errorMessage(err)}`);
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setError(null);
      mutation.mutate({ ...toRequest(values), captcha: captcha.payload });
    },
    (errors, _values, event) => focusFirstError(event?.target, errors),
  );
  const language = form.getInputProps('language');

  return (
    <>
      <PageTitle text={t('create.title')} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate data-testid="setup-admin-form">
        <Stack>
          <Text size="sm">{t('create.intro')}</Text>
          {error && (
            <Alert color="red" role="alert" data-testid="setup-admin-error">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('create.code')}
            description={t('create.codeHint')}
            required
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            maxLength={40}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' } }}
            {...form.getInputProps('code')}
            data-testid="setup-code"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label={t('create.name')} required autoComplete="given-name" maxLength={80} {...form.getInputProps('name')} />
            <TextInput label={t('create.surname')} required autoComplete="family-name" maxLength={80} {...form.getInputProps('surname')} />
          </SimpleGrid>
          <TextInput label={t('create.email')} type="email" required autoComplete="username" maxLength={254} {...form.getInputProps('email')} />
          <PasswordInput
            label={t('create.password')}
            description={t('public:register.passwordHint')}
            required
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput label={t('create.repeatPassword')} required autoComplete="new-password" {...form.getInputProps('repeatPassword')} />
          <Select
            label={t('create.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: nativeName(l) }))}
            allowDeselect={false}
            {...language}
            onChange={(value) => {
              if (!value) return;
              language.onChange(value);
              // The form speaks the language its future admin chooses.
              void changeLanguage(value as Language);
            }}
            data-testid="setup-language"
          />
          <CaptchaField key={captcha.key} onChange={captcha.onChange} />
          <Button type="submit" loading={mutation.isPending} disabled={captcha.pending} data-testid="setup-admin-submit">
            {t('create.submit')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
