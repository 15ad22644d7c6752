import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { clubSupportQuery } from '../../../features/support/api/club-support.ts';
import { ClubSupportEditor } from '../../../features/support/components/club-support-editor.tsx';
import { numericParam } from '../../../lib/guards.ts';
import { queryClient } from '../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const clubId = numericParam(params.clubId, '/admin/clubs');
  await queryClient.ensureQueryData(clubSupportQuery('admin', clubId));
  return { clubId };
}

/** A club's support contacts and country, as an admin keeps them. */
export function Component() {
  const { t } = useTranslation('support');
  const { clubId } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <div data-testid="club-support-page">
      <Anchor component={Link} to="/admin/clubs" size="sm">
        ← {t('club.backToClubs')}
      </Anchor>
      <PageTitle text={t('club.title')} />
      <ClubSupportEditor side="admin" clubId={clubId} />
    </div>
  );
}
