import { Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { PageTitle } from '../../../../components/page-title.tsx';
import { myClubsQuery } from '../../../../features/studies/api/get-my-clubs.ts';
import { clubSupportQuery } from '../../../../features/support/api/club-support.ts';
import { ClubSupportEditor } from '../../../../features/support/components/club-support-editor.tsx';
import { requireSquadRole } from '../../../../lib/guards.ts';
import { queryClient } from '../../../../lib/query-client.ts';

/** `?club=`: the club to open (a study of a club without contact links here); else the coach's first club. */
const askedClub = (url: string, clubs: Array<{ id: number }>) => {
  const asked = Number(new URL(url).searchParams.get('club'));
  return clubs.find((c) => c.id === asked) ?? clubs[0];
};

export async function loader({ request }: { request: Request }) {
  await requireSquadRole(['Coach']);
  const clubs = await queryClient.ensureQueryData(myClubsQuery());
  const first = askedClub(request.url, clubs);
  if (first) await queryClient.ensureQueryData(clubSupportQuery('manager', first.id));
  return { clubId: first?.id ?? null };
}

/** The support of the coach's clubs: who players can turn to, and which country's helplines they see. */
export function Component() {
  const { t } = useTranslation('support');
  const { data: clubs = [] } = useQuery(myClubsQuery());
  const opened = useLoaderData() as { clubId: number | null };
  const [clubId, setClubId] = useState<number | null>(opened.clubId);
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
