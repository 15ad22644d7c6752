import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { renewRecoveryCodes, twoFactorStatusQuery, useTwoFactorStatus } from '../api/two-factor.ts';
import { CodeInput } from './code-input.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

/** The account page's section of a platform admin: two-factor sign-in, recovery codes left, a new set. */
export function TwoFactorAccountSection() {
  const { t } = useTranslation('twofactor');
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [code, setCode] = useState('');
  const renew = useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => {
      setCode('');
      void queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    renew.mutate(code.trim());
  };
  const errorCode = renew.error instanceof ApiError ? renew.error.code : renew.error ? 'Generic' : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="two-factor-title" data-testid="two-factor-section">
      <Title order={2} size="h3" id="two-factor-title">
        {t('account.title')}
      </Title>
      {status.isError && <Alert color="red">{t('enroll.loadError')}</Alert>}
      {status.data && (
        <Text data-testid="two-factor-state">
          {status.data.enabled ? t('account.enabled', { count: status.data.recoveryCodesLeft }) : t('account.notEnabled')}
        </Text>
      )}
      {renew.data ? (
        <RecoveryCodes codes={renew.data.recoveryCodes} onDone={() => renew.reset()} doneLabel={t('account.done')} />
      ) : (
        status.data?.enabled && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Text size="sm">{t('account.renewIntro')}</Text>
              {errorCode && (
                <Alert color="red" role="alert">
                  {errorCode === 'TooManyRequests'
                    ? t('errors.tooMany')
                    : errorCode === 'TwoFactorCodeInvalid'
                      ? t('errors.wrongCode')
                      : t('errors.generic')}
                </Alert>
              )}
              <CodeInput label={t('signIn.codeLabel')} value={code} onChange={(e) => setCode(e.currentTarget.value)} data-testid="renew-code" />
              <Group>
                <Button
                  type="submit"
                  variant="light"
                  loading={renew.isPending}
                  disabled={code.trim().length === 0}
                  data-testid="renew-recovery-codes"
                >
                  {t('account.renew')}
                </Button>
              </Group>
            </Stack>
          </form>
        )
      )}
    </Stack>
  );
}
