import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { ContentLoader } from '../../../../components/content-loader.tsx';
import { PageTitle } from '../../../../components/page-title.tsx';
import { redirectOnStudyAccessError } from '../../../../features/studies/lib/study-access.ts';
import { teamTrendsQuery, useTeamTrends } from '../../../../features/trends/api/get-team-trends.ts';
import { TeamTrendsView } from '../../../../features/trends/components/team-trends-view.tsx';
import { numericParam, requireSquadRole } from '../../../../lib/guards.ts';
import { i18n } from '../../../../lib/i18n.ts';
import { queryClient } from '../../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const studyGroupId = numericParam(params.studyGroupId);
  await Promise.all([
    requireSquadRole(['Coach']),
    queryClient.ensureQueryData(teamTrendsQuery(studyGroupId, i18n.language)).catch(redirectOnStudyAccessError),
  ]);
  return { studyGroupId };
}

/** A team's studies over time (reached from a study's group report). */
export function Component() {
  const { t, i18n: i } = useTranslation('trends');
  const { studyGroupId } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const trends = useTeamTrends(studyGroupId, i.language);
  const { t: tc } = useTranslation('coach');
  // Reached from a study's report (`?study=`): back there; otherwise back to the studies.
  const from = Number(useSearchParams()[0].get('study'));
  const back = Number.isInteger(from) && from > 0 ? { to: `/studies/${from}/report`, label: t('back') } : { to: '/studies', label: tc('list.title') };
  return (
    <div data-testid="team-trends-page">
      <Anchor component={Link} to={back.to} size="sm">
        ← {back.label}
      </Anchor>
      <PageTitle text={t('title', { team: trends.data?.studyGroup.name ?? '' })} />
      {trends.data ? <TeamTrendsView trends={trends.data} /> : <ContentLoader />}
    </div>
  );
}
