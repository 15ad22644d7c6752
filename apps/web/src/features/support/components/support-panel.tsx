import type { PlayerSupport } from '@club-pulse/contracts/support';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A number as a tel: link (spaces and punctuation out). */
const tel = (number: string) => `tel:${number.replace(/[^0-9+]/g, '')}`;

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

        {support.contacts.length > 0 && (
          <section aria-labelledby="support-contacts-title">
            <Title order={3} size="h5" id="support-contacts-title" mb={6}>
              {t('player.contactsTitle', { club: support.club })}
            </Title>
            <Stack gap="xs">
              {support.contacts.map((c) => (
                <Card key={`${c.name}-${c.email ?? c.phone}`} withBorder padding="sm" data-testid="support-contact">
                  <Text fw={600}>{c.name}</Text>
                  <Text size="sm" c="gray.7">
                    {t(`roles.${c.role}`)}
                  </Text>
                  <Group gap="xs" mt={6}>
                    {c.phone && (
                      <Button component="a" href={tel(c.phone)} size="sm" aria-label={t('player.callNamed', { name: c.name, number: c.phone })}>
                        {t('player.call', { number: c.phone })}
                      </Button>
                    )}
                    {c.email && (
                      <Button component="a" href={`mailto:${c.email}`} size="sm" variant="default">
                        {t('player.write')}
                      </Button>
                    )}
                  </Group>
                </Card>
              ))}
            </Stack>
          </section>
        )}

        <section aria-labelledby="support-helplines-title">
          <Title order={3} size="h5" id="support-helplines-title" mb={6}>
            {t('player.helplinesTitle')}
          </Title>
          <Stack gap="xs">
            {support.helplines.map((h) => (
              <Card key={h.number} withBorder padding="sm" data-testid="support-helpline">
                <Text fw={600}>{h.name}</Text>
                {h.description && (
                  <Text size="sm" c="gray.7">
                    {h.description}
                  </Text>
                )}
                <Button component="a" href={tel(h.number)} size="sm" mt={6} aria-label={t('player.callNamed', { name: h.name, number: h.number })}>
                  {t('player.call', { number: h.number })}
                </Button>
              </Card>
            ))}
            <Card withBorder padding="sm" data-testid="support-emergency">
              <Text fw={600}>{t('player.emergency')}</Text>
              <Anchor href="tel:112" fw={700} size="lg">
                112
              </Anchor>
            </Card>
          </Stack>
        </section>
        <Text size="sm" c="gray.7">
          {t('player.private')}
        </Text>
      </Stack>
    </Card>
  );
}
