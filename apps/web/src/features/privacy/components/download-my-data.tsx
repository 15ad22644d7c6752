import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { downloadMyData } from '../api/get-my-data.ts';

/** Long labels (Catalan, German) wrap instead of overflowing on a phone. */
const WRAP = { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } };

/** Downloads everything stored about the member as a JSON file. */
export function DownloadMyData() {
  const { t } = useTranslation('privacy');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
      notify.success('privacy:toasts.downloadSuccess');
    } catch (err) {
      notify.apiError('privacy:toasts.downloadError', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="download-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="download-title">
          {t('download.title')}
        </Title>
        <Text size="sm">{t('download.text')}</Text>
        <div>
          <Button miw={0} maw="100%" h="auto" mih={44} py={8} styles={WRAP} onClick={download} loading={busy} data-testid="download-my-data">
            {t('download.button')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
