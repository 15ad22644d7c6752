import type { PlayerSupport } from '@club-pulse/contracts/support';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactCards, HelplineCards } from './support-lists.tsx';

/**
 * What a player can do now (docs/design.md#support): shown first when their result is high or critical, on the end
 * screen and in the report. The club's contacts and the confirmed helplines of the club's country in the player's
 * language, each one tap to call or write; the emergency number 112 always.
 */
export function SupportPanel({ support }: { support: PlayerSupport }) {
  const { t } = useTranslation('support');
  return (
    <Card withBorder padding="lg" radius="md" data-testid="support-panel" style={{ borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('player.title')}
        </Title>
        <Text>{t('player.intro')}</Text>
        <Text>{t('player.talk')}</Text>

        {support.contacts.length > 0 && <ContactCards club={support.club} contacts={support.contacts} headingId="support-contacts-title" />}
        <HelplineCards helplines={support.helplines} headingId="support-helplines-title" />
        <Text size="sm" c="gray.7">
          {t('player.private')}
        </Text>
      </Stack>
    </Card>
  );
}
