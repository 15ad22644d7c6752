import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" data-testid="not-found">
      <PageTitle text={t('notFound.title')} />
      <Text>{t('notFound.text')}</Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
