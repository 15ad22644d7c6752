import { Alert, Anchor, Button, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authStore } from '../../../lib/auth-store.ts';
import { ApiError, logout } from '../../../lib/http.ts';
import { enableTwoFactor, setUpTwoFactor, twoFactorStatusQuery, useTwoFactorStatus } from '../api/two-factor.ts';
import { CodeInput } from './code-input.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

/** The manual key in groups of four, as authenticator apps print it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up two-factor sign-in (required of platform admins): the QR code of the otpauth:// URI and the manual
 * key, a first code to confirm, then the recovery codes, shown once. The session that confirms counts as
 * verified. An admin who has it already but whose session did not pass it (signed in elsewhere before) is
 * asked to sign in again.
 */
export function TwoFactorEnrollment({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['twofactor', 'common']);
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const verified = authStore.get().userInfo?.tfa === true;
  const setup = useMutation({ mutationFn: setUpTwoFactor });
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enable = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (res) => {
      authStore.setToken(res.token);
      setRecoveryCodes(res.recoveryCodes);
      void queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey });
    },
  });
  const enabled = status.data?.enabled === true;
  const { mutate: startSetup, isIdle } = setup;
  useEffect(() => {
    if (status.data && !status.data.enabled && isIdle) startSetup();
  }, [status.data, isIdle, startSetup]);

  if (recoveryCodes) {
    return (
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('enroll.codesTitle')}
        </Title>
        <RecoveryCodes codes={recoveryCodes} onDone={onDone} doneLabel={t('enroll.continue')} />
      </Stack>
    );
  }
  if (status.isError || setup.isError) {
    return (
      <Alert color="red" role="alert">
        {t('enroll.loadError')}{' '}
        <Anchor component="button" type="button" onClick={() => (status.isError ? status.refetch() : setup.mutate())}>
          {t('common:offline.retry')}
        </Anchor>
      </Alert>
    );
  }
  if (enabled) {
    return verified ? (
      <Stack gap="sm">
        <Text>{t('enroll.alreadyEnabled')}</Text>
        <Group>
          <Button onClick={onDone}>{t('enroll.continue')}</Button>
        </Group>
      </Stack>
    ) : (
      <Stack gap="sm">
        <Alert color="yellow">{t('enroll.signInAgain')}</Alert>
        <Group>
          <Button onClick={logout}>{t('enroll.signInAgainButton')}</Button>
        </Group>
      </Stack>
    );
  }
  if (!setup.data) return <Loader aria-label={t('enroll.loading')} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    enable.mutate(code.trim());
  };
  const errorCode = enable.error instanceof ApiError ? enable.error.code : enable.error ? 'Generic' : null;
  return (
    <Stack gap="md" data-testid="two-factor-enrollment">
      <Text>{t('enroll.intro')}</Text>
      <Title order={2} size="h4">
        {t('enroll.scanTitle')}
      </Title>
      <QRCodeSVG value={setup.data.otpauthUri} size={192} marginSize={2} role="img" aria-label={t('enroll.qrAlt')} data-testid="two-factor-qr" />
      <Text size="sm">{t('enroll.manualKey')}</Text>
      <Code fz="md" data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
        {grouped(setup.data.secret)}
      </Code>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {errorCode && (
            <Alert color="red" role="alert" data-testid="two-factor-error">
              {errorCode === 'TooManyRequests'
                ? t('errors.tooMany')
                : errorCode === 'TwoFactorCodeInvalid'
                  ? t('errors.wrongCode')
                  : t(`common:errors.Generic`)}
            </Alert>
          )}
          <CodeInput label={t('enroll.codeLabel')} value={code} onChange={(e) => setCode(e.currentTarget.value)} data-testid="two-factor-code" />
          <Group>
            <Button type="submit" loading={enable.isPending} disabled={code.trim().length === 0}>
              {t('enroll.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
