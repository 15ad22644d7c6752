import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { signInWithCode } from '../api/two-factor.ts';
import { CodeInput } from './code-input.tsx';

/**
 * The second step of signing in: a code of the authenticator app, or a recovery code. A wrong code, an
 * expired sign-in (the challenge lasts minutes) and too many wrong codes each say so.
 */
export function TwoFactorSignIn({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (token: string) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('twofactor');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Refusals so far: each new one is a new alert (the journeys wait for the next one before trying another code).
  const [failures, setFailures] = useState(0);
  const mutation = useMutation({ mutationFn: signInWithCode, onSuccess: ({ token }) => onSignedIn(token), onError: () => setFailures((n) => n + 1) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate({ challenge, code: code.trim() });
  };
  const errorCode = mutation.error instanceof ApiError ? mutation.error.code : mutation.error ? 'Generic' : null;
  const expired = errorCode === 'TwoFactorChallengeInvalid';
  const message =
    errorCode === 'TwoFactorCodeInvalid'
      ? t(recovery ? 'errors.wrongRecoveryCode' : 'errors.wrongCode')
      : expired
        ? t('errors.expired')
        : errorCode === 'TooManyRequests'
          ? t('errors.tooMany')
          : errorCode
            ? t('errors.generic')
            : null;
  const toggle = () => {
    setRecovery((r) => !r);
    setCode('');
    mutation.reset();
    // The other field replaces this one: focus moves to it once it is drawn.
    requestAnimationFrame(() => field.current?.focus());
  };
  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-sign-in" aria-describedby={message ? 'two-factor-error' : undefined}>
      <Stack gap="sm">
        <Text>{recovery ? t('signIn.recoveryIntro') : t('signIn.intro')}</Text>
        {message && (
          <Alert color="red" role="alert" id="two-factor-error" data-testid="two-factor-error" data-failures={failures}>
            {message}
          </Alert>
        )}
        {recovery ? (
          <TextInput
            ref={field}
            label={t('signIn.recoveryLabel')}
            autoComplete="off"
            name="recoveryCode"
            required
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            data-testid="two-factor-recovery-code"
          />
        ) : (
          <CodeInput
            ref={field}
            // The password was just sent: the code is what the admin types next, without a click first.
            autoFocus
            label={t('signIn.codeLabel')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            data-testid="two-factor-code"
          />
        )}
        <Button type="submit" loading={mutation.isPending} disabled={code.trim().length === 0 || expired}>
          {t('signIn.submit')}
        </Button>
        <Group justify="space-between" wrap="wrap">
          <Anchor component="button" type="button" size="sm" onClick={toggle} data-testid="two-factor-toggle">
            {recovery ? t('signIn.useApp') : t('signIn.useRecovery')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onRestart}>
            {t('signIn.restart')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
