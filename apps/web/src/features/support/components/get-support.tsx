import { type Country, countryOfLanguage } from '@club-pulse/contracts/support';
import type { Language } from '@club-pulse/contracts/constants';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLoader } from '../../../components/content-loader.tsx';
import { CountrySelect } from '../../../components/country-select.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { countryHelplinesQuery, mySupportQuery } from '../api/get-support.ts';
import { ContactCards, HelplineCards } from './support-lists.tsx';

/** The helplines of a country the reader chooses (the language's country first), and 112. */
function CountryHelplines() {
  const { t, i18n } = useTranslation('support');
  const [country, setCountry] = useState<Country>(() => countryOfLanguage(i18n.language as Language));
  const { data, isPending, isError } = useQuery(countryHelplinesQuery(country, i18n.language));
  return (
    <Stack gap="sm">
      <CountrySelect
        label={t('getSupport.country')}
        maw={320}
        value={country}
        onChange={(v) => v && setCountry(v as Country)}
        data-testid="get-support-country"
      />
      {isPending ? (
        <ContentLoader />
      ) : (
        <HelplineCards helplines={isError ? [] : (data?.helplines ?? [])} headingId="get-support-helplines" emergency={false} />
      )}
    </Stack>
  );
}

/** A signed-in member's clubs: each one's people and its country's helplines in the member's language. */
function MyClubsSupport() {
  const { t, i18n } = useTranslation('support');
  const { data, isPending, isError } = useQuery(mySupportQuery(i18n.language));
  if (isPending) return <ContentLoader />;
  // Without a club (or when the list cannot be read) the country's helplines still help.
  if (isError || !data || data.clubs.length === 0) return <CountryHelplines />;
  return (
    <Stack gap="xl">
      {data.clubs.map((club, i) => (
        <Card key={club.club} withBorder padding="lg" radius="md" data-testid="get-support-club">
          <Stack gap="md">
            <Title order={2} size="h4">
              {club.club}
            </Title>
            {club.contacts.length > 0 ? (
              <ContactCards club={club.club} contacts={club.contacts} headingId={`get-support-contacts-${i}`} />
            ) : (
              <Text c="dimmed">{t('getSupport.noContacts', { club: club.club })}</Text>
            )}
            <HelplineCards helplines={club.helplines} headingId={`get-support-helplines-${i}`} emergency={false} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * "Get support" (docs/design.md#support): for anyone, at any time, with or without a result. Signed in: the
 * member's clubs' contacts and their countries' helplines; otherwise the helplines of a country they choose.
 */
export function GetSupport({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('support');
  return (
    <Stack maw={720} data-testid="get-support-page">
      <PageTitle text={t('getSupport.title')} />
      <Text>{t('getSupport.intro')}</Text>
      <Alert color="red" variant="light" title={t('getSupport.emergencyTitle')}>
        <Group gap="sm">
          <Text size="sm">{t('getSupport.emergencyText')}</Text>
          <Button component="a" href="tel:112" color="red" size="sm" data-testid="get-support-112">
            112
          </Button>
        </Group>
      </Alert>
      {signedIn ? <MyClubsSupport /> : <CountryHelplines />}
      <Text size="sm" c="gray.7">
        {t('getSupport.private')}
      </Text>
    </Stack>
  );
}
