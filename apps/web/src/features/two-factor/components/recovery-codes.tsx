import { Button, Checkbox, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Offers a text as a .txt file to save. */
function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown once: copy, download as .txt, and "I have saved them" before going on (a person
 * who loses the phone without them needs another admin).
 */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  const { t } = useTranslation('twofactor');
  const [saved, setSaved] = useState(false);
  const text = `${t('codes.fileHeader')}\n\n${codes.join('\n')}\n`;
  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Text>{t('codes.intro', { count: codes.length })}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md" data-testid="recovery-code">
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('codes.copied') : t('codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={() => downloadText('club-pulse-recovery-codes.txt', text)} data-testid="recovery-codes-download">
          {t('codes.download')}
        </Button>
      </Group>
      <Checkbox label={t('codes.saved')} checked={saved} onChange={(e) => setSaved(e.currentTarget.checked)} data-testid="recovery-codes-saved" />
      <Group>
        <Button onClick={onDone} disabled={!saved} data-testid="recovery-codes-continue">
          {doneLabel}
        </Button>
      </Group>
    </Stack>
  );
}
