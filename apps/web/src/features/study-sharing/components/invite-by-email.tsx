import { MAX_INVITE_EMAILS, parseEmailList } from '@club-pulse/contracts/study-sharing';
import { Button, FileButton, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useInviteToStudy } from '../api/invite-to-study.ts';

/**
 * Invitations by mail: addresses pasted or read from a CSV file in the browser (nothing is uploaded but the
 * addresses), each checked as it is typed with the contracts' parser, which the server applies again. Invalid
 * pieces are listed and block sending; repeats are left out and counted.
 */
export function InviteByEmail({ studyId }: { studyId: number }) {
  const { t } = useTranslation('sharing');
  const [text, setText] = useState('');
  const parsed = useMemo(() => parseEmailList(text), [text]);
  const invite = useInviteToStudy(studyId);
  const tooMany = parsed.valid.length > MAX_INVITE_EMAILS;
  const canSend = parsed.valid.length > 0 && parsed.invalid.length === 0 && !tooMany;

  const importCsv = async (file: File | null) => {
    if (!file) return;
    try {
      const fromFile = parseEmailList(await file.text(), { csv: true });
      const found = [...fromFile.valid, ...fromFile.invalid];
      setText((current) => [current.trim(), found.join('\n')].filter(Boolean).join('\n'));
    } catch {
      notify.error('sharing:invite.csvError');
    }
  };

  const send = async () => {
    try {
      const result = await invite.mutateAsync({ emails: parsed.valid });
      notify.success('sharing:invite.sent', { count: result.sent });
      setText('');
    } catch (err) {
      notify.apiError('sharing:invite.error', err);
    }
  };

  return (
    <Stack gap="xs" data-testid="share-invite-section">
      <Title order={3} size="h5">
        {t('invite.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('invite.intro')}
      </Text>
      <Textarea
        label={t('invite.emails')}
        placeholder={t('invite.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={8}
        error={parsed.invalid.length > 0 ? t('invite.invalid', { count: parsed.invalid.length }) : undefined}
        data-testid="invite-emails"
      />
      {parsed.invalid.length > 0 && (
        <List size="sm" c="red" data-testid="invite-invalid">
          {parsed.invalid.map((piece) => (
            <List.Item key={piece} style={{ wordBreak: 'break-all' }}>
              {piece}
            </List.Item>
          ))}
        </List>
      )}
      {(parsed.valid.length > 0 || parsed.duplicates > 0) && (
        <Text size="sm" data-testid="invite-summary">
          {t('invite.summary', { count: parsed.valid.length })}
          {parsed.duplicates > 0 && ` ${t('invite.duplicates', { count: parsed.duplicates })}`}
        </Text>
      )}
      {tooMany && (
        <Text size="sm" c="red" data-testid="invite-too-many">
          {t('invite.tooMany', { max: MAX_INVITE_EMAILS })}
        </Text>
      )}
      <Group wrap="wrap" gap="sm">
        <FileButton onChange={importCsv} accept=".csv,text/csv,text/plain">
          {(props) => (
            <Button variant="default" {...props} data-testid="invite-csv">
              {t('invite.csv')}
            </Button>
          )}
        </FileButton>
        <Button onClick={send} disabled={!canSend} loading={invite.isPending} data-testid="invite-send">
          {parsed.valid.length > 0 ? t('invite.send', { count: parsed.valid.length }) : t('invite.sendNone')}
        </Button>
      </Group>
    </Stack>
  );
}
