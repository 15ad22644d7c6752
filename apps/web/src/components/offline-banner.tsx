import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../lib/config.ts';
import { reportNetworkSuccess, useOffline } from '../lib/connection.ts';
import { queryClient } from '../lib/query-client.ts';

/** Asks the server for its (tiny, never cached) configuration: whether it can be reached again. */
async function probe(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    const base = getConfig().apiUrl.replace(/\/$/, '');
    const res = await fetch(`${base}/appsettings.json?v=${Date.now()}`, { credentials: 'same-origin', cache: 'no-store' });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * "No connection", inside the app's frame (header and navigation stay), with a Retry: shown while the browser is
 * offline or the server cannot be reached (lib/connection.ts). When the connection returns it goes by itself, the
 * queries that failed or waited load again and a screen that could not be loaded is loaded again.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  const [retrying, setRetrying] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);
  if (!offline) return null;

  const retry = async () => {
    setRetrying(true);
    setStillOffline(false);
    const back = await probe();
    setRetrying(false);
    if (!back) {
      setStillOffline(true);
      return;
    }
    // Back: the screens waiting for the connection load again, and so do the queries that failed meanwhile.
    reportNetworkSuccess();
    void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
  };

  return (
    <Alert color="yellow" variant="light" title={t('offline.title')} mb="md" data-testid="offline-banner" role="status" aria-live="polite">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 220px' }}>
          {stillOffline ? t('offline.still') : t('offline.text')}
        </Text>
        <Button size="sm" mih={44} variant="default" loading={retrying} onClick={retry} data-testid="offline-retry">
          {t('offline.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
