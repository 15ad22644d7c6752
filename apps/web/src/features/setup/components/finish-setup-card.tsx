import type { SetupProgressResponse } from '@club-pulse/contracts/setup';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetupProgress } from '../api/get-setup-progress.ts';
import { checklistCount, SetupChecklist } from './setup-checklist.tsx';

/**
 * The platform is in use once a coach can work in it: a club, a study group and a coach exist. The steps still
 * open then (a test mail, a default language…) are worth a reminder, not the top of the admin's home.
 */
export const platformInUse = (progress: SetupProgressResponse) => progress.done.club && progress.done.group && progress.done.coach;

/**
 * The admin home's "finish setting up", until every step of the setup is done: the whole checklist while the
 * platform is new, one line with the checklist folded once it is in use.
 */
export function FinishSetupCard() {
  const { t } = useTranslation('setup');
  const { data: progress } = useSetupProgress();
  const [open, setOpen] = useState(false);
  if (!progress || progress.complete) return null;
  const { done, total } = checklistCount(progress);
  const continueButton = (compact: boolean) => (
    <Button
      component={Link}
      to="/admin/setup"
      size={compact ? 'compact-sm' : 'sm'}
      variant={compact ? 'light' : 'filled'}
      data-testid="finish-setup-continue"
    >
      {t('home.continue')}
    </Button>
  );

  if (platformInUse(progress)) {
    return (
      <Card withBorder padding="sm" mb="lg" component="section" aria-labelledby="finish-setup-title" data-testid="finish-setup" data-compact="true">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h6" id="finish-setup-title">
            {t('home.compact', { done, total })}
          </Title>
          <Group gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-controls="finish-setup-steps"
              data-testid="finish-setup-toggle"
            >
              {open ? t('home.hideSteps') : t('home.showSteps')}
            </Button>
            {continueButton(true)}
          </Group>
        </Group>
        {open && (
          <div id="finish-setup-steps" style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
            <SetupChecklist progress={progress} />
          </div>
        )}
      </Card>
    );
  }

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
        <Group>{continueButton(false)}</Group>
      </Stack>
    </Card>
  );
}
