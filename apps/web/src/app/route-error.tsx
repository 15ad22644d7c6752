import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorMessage } from '../lib/notify.ts';

/** Shown when a loader fails (for example a 404 or 403 from the API): never a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? error.statusText : errorMessage(error);
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start" data-testid="route-error">
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Text>{message}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
