import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetupProgress } from '../api/get-setup-progress.ts';
import { checklistCount, SetupChecklist } from './setup-checklist.tsx';

/** The admin home's "finish setting up", with the checklist, until every step of the setup is done. */
export function FinishSetupCard() {
  const { t } = useTranslation('setup');
  const { data: progress } = useSetupProgress();
  if (!progress || progress.complete) return null;
  const { done, total } = checklistCount(progress);
  return (
    <Card withBorder padding="lg" mb="lg" component="section" aria-labelledby="finish-setup-title" data-testid="finish-setup">
      <Stack gap="sm">
        <Title order={2} size="h4" id="finish-setup-title">
          {t('home.title')}
        </Title>
        <Text size="sm">{t('home.intro')}</Text>
        <Progress value={(done / total) * 100} aria-label={t('wizard.progress', { done, total })} />
        <Text size="xs" c="dimmed">
          {t('wizard.progress', { done, total })}
        </Text>
        <SetupChecklist progress={progress} />
        <Group>
          <Button component={Link} to="/admin/setup" data-testid="finish-setup-continue">
            {t('home.continue')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
