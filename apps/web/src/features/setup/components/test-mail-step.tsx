import { SendTestMailRequest, type SendTestMailResponse } from '@club-pulse/contracts/setup';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store.ts';
import { focusFirstError, useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useSendTestMail } from '../api/send-test-mail.ts';

/** What the last test mail did, as the admin reads it: sent, written to the outbox, or why not. */
function TestMailResult({ result, to }: { result: SendTestMailResponse; to: string }) {
  const { t } = useTranslation('setup');
  if (result.sent && result.via === 'smtp')
    return (
      <Alert color="green" data-testid="test-mail-sent">
        {t('mail.sent', { to })}
      </Alert>
    );
  if (result.sent)
    return (
      <Alert color="yellow" data-testid="test-mail-outbox">
        {t('mail.outbox')}
      </Alert>
    );
  return (
    <Alert color="red" title={t('mail.failed')} data-testid="test-mail-failed">
      <Stack gap={4}>
        <Text size="sm">{t(`mail.reasons.${result.failure?.reason ?? 'other'}`)}</Text>
        <Text size="sm" ff="monospace" data-testid="test-mail-code">
          {t('mail.code', { code: result.failure?.code ?? '' })}
        </Text>
      </Stack>
    </Alert>
  );
}

/** Step "test mail": one mail straight through the configured SMTP server, and what it answered. */
export function TestMailStep() {
  const { t } = useTranslation('setup');
  const { userInfo } = useAuth();
  const send = useSendTestMail();
  const [last, setLast] = useState<{ result: SendTestMailResponse; to: string } | null>(null);
  const form = useContractForm({
    initialValues: { to: userInfo?.emailaddress ?? '' },
    schema: SendTestMailRequest,
    toRequest: (v: { to: string }) => ({ to: v.to.trim() }),
  });

  const submit = form.onSubmit(
    async ({ to }) => {
      setLast(null);
      try {
        const result = await send.mutateAsync({ to: to.trim() });
        setLast({ result, to: to.trim() });
      } catch (err) {
        notify.apiError('setup:mail.error', err);
      }
    },
    (errors, _values, event) => focusFirstError(event?.target, errors),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="setup-mail-step">
      <Stack gap="sm">
        <Text size="sm">{t('mail.intro')}</Text>
        <TextInput
          label={t('mail.to')}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          {...form.getInputProps('to')}
          data-testid="test-mail-to"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} data-testid="test-mail-send">
            {t('mail.send')}
          </Button>
        </Group>
        <div aria-live="polite">
          {send.isPending && (
            <Text size="sm" c="dimmed">
              {t('mail.sending')}
            </Text>
          )}
          {last && <TestMailResult {...last} />}
        </div>
      </Stack>
    </form>
  );
}
