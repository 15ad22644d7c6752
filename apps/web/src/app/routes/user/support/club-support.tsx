import { Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../../components/page-title.tsx';
import { myClubsQuery } from '../../../../features/studies/api/get-my-clubs.ts';
import { clubSupportQuery } from '../../../../features/support/api/club-support.ts';
import { ClubSupportEditor } from '../../../../features/support/components/club-support-editor.tsx';
import { requireSquadRole } from '../../../../lib/guards.ts';
import { queryClient } from '../../../../lib/query-client.ts';

export async function loader() {
  await requireSquadRole(['Coach']);
  const clubs = await queryClient.ensureQueryData(myClubsQuery());
  const first = clubs[0];
  if (first) await queryClient.ensureQueryData(clubSupportQuery('manager', first.id));
  return null;
}

/** The support of the coach's clubs: who players can turn to, and which country's helplines they see. */
export function Component() {
  const { t } = useTranslation('support');
  const { data: clubs = [] } = useQuery(myClubsQuery());
  const [clubId, setClubId] = useState<number | null>(clubs[0]?.id ?? null);
  return (
    <Stack data-testid="coach-support-page">
      <PageTitle text={t('club.title')} />
      {clubs.length > 1 && (
        <Select
          label={t('club.chooseClub')}
          maw={360}
          allowDeselect={false}
          value={clubId === null ? null : String(clubId)}
          onChange={(v) => setClubId(v ? Number(v) : null)}
          data={clubs.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      )}
      {clubId === null ? <Text c="dimmed">{t('club.noClub')}</Text> : <ClubSupportEditor side="manager" clubId={clubId} />}
    </Stack>
  );
}
