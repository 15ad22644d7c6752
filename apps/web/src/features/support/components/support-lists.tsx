import type { SupportContact } from '@club-pulse/contracts/support';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A number as a tel: link (spaces and punctuation out). */
const tel = (number: string) => `tel:${number.replace(/[^0-9+]/g, '')}`;

type ShownContact = Omit<SupportContact, 'id' | 'receivesEscalations'>;

/** A club's support contacts, each one tap to call or write (the player's support panel and "Get support"). */
export function ContactCards({ club, contacts, headingId }: { club: string; contacts: ShownContact[]; headingId: string }) {
  const { t } = useTranslation('support');
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb={6}>
        {t('player.contactsTitle', { club })}
      </Title>
      <Stack gap="xs">
        {contacts.map((c) => (
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
  );
}

/** Helplines, each one tap to call, and the emergency number 112 last (unless the page shows it already). */
export function HelplineCards({
  helplines,
  headingId,
  emergency = true,
}: {
  helplines: Array<{ name: string; number: string; description: string }>;
  headingId: string;
  emergency?: boolean;
}) {
  const { t } = useTranslation('support');
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb={6}>
        {t('player.helplinesTitle')}
      </Title>
      <Stack gap="xs">
        {helplines.map((h) => (
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
        {emergency && (
          <Card withBorder padding="sm" data-testid="support-emergency">
            <Text fw={600}>{t('player.emergency')}</Text>
            <Anchor href="tel:112" fw={700} size="lg">
              112
            </Anchor>
          </Card>
        )}
      </Stack>
    </section>
  );
}
