import type { SetupProgressResponse } from '@club-pulse/contracts/setup';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The active clubs without a support contact, each a link to add one (the admin's club support screen). */
export function ClubsWithoutSupportList({ clubs }: { clubs: SetupProgressResponse['clubsWithoutSupport'] }) {
  const { t } = useTranslation('setup');
  return (
    <List spacing={4} data-testid="clubs-without-support">
      {clubs.map((c) => (
        <List.Item key={c.id}>
          <Anchor component={Link} to={`/admin/clubs/${c.id}/support`} aria-label={t('support.add', { club: c.name })}>
            {c.name}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/** The setup's "support contacts" step: why it matters, and which clubs still have nobody. */
export function SupportStep({ progress }: { progress: SetupProgressResponse }) {
  const { t } = useTranslation('setup');
  return (
    <Stack gap="sm">
      <Text size="sm">{t('support.intro')}</Text>
      {progress.clubsWithoutSupport.length > 0 ? (
        <>
          <Text size="sm">{t('support.missing')}</Text>
          <ClubsWithoutSupportList clubs={progress.clubsWithoutSupport} />
        </>
      ) : (
        progress.done.support && <Text size="sm">{t('support.allSet')}</Text>
      )}
    </Stack>
  );
}

/** The admin home's plain warning, once the setup is complete, while some active club has no support contact. */
export function ClubsWithoutSupportAlert({ progress }: { progress: SetupProgressResponse | undefined }) {
  const { t } = useTranslation('setup');
  if (!progress?.complete || progress.clubsWithoutSupport.length === 0) return null;
  return (
    <Alert color="orange" mb="lg" title={t('support.homeTitle')} data-testid="home-clubs-without-support">
      <Stack gap="xs">
        <Text size="sm">{t('support.missing')}</Text>
        <ClubsWithoutSupportList clubs={progress.clubsWithoutSupport} />
      </Stack>
    </Alert>
  );
}
