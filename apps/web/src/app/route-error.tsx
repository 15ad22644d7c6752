import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { isChunkLoadError, isNetworkError, onReconnect, reportNetworkFailure } from '../lib/connection.ts';
import { errorMessage } from '../lib/notify.ts';

const RELOADED_AT = 'cp.reloadedForChunk';

/** A screen whose module could not be downloaded is fetched again by a reload (the router keeps the failure); at most every 10 s. */
function reloadOnce() {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < 10_000) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
}

/**
 * Shown when a screen fails (a loader's 404 or 403 from the API, a bug): never a blank page. It sits inside the
 * layout (header and navigation stay); `standalone` is the one at the root, outside every layout. A screen that
 * failed for want of a connection shows the offline banner instead of "Something went wrong", and loads again by
 * itself when the connection returns.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const offline = isNetworkError(error);

  useEffect(() => {
    if (!offline) return;
    reportNetworkFailure();
    return onReconnect(() => (isChunkLoadError(error) ? reloadOnce() : void revalidator.revalidate()));
  }, [offline, error, revalidator]);

  if (offline) {
    return (
      <Box data-testid="route-offline" p={standalone ? 'md' : 0}>
        {/* Inside a layout the layout shows the banner already. */}
        {standalone && <OfflineBanner />}
        <Text c="dimmed">{t('offline.screen')}</Text>
      </Box>
    );
  }

  const message = isRouteErrorResponse(error) ? error.statusText : errorMessage(error);
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start" data-testid="route-error">
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Text>{message}</Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => void revalidator.revalidate()} data-testid="route-error-retry">
            {t('offline.retry')}
          </Button>
          <Button component={Link} to="/">
            {t('notFound.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
