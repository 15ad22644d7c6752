import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ContentLoader } from '../../../../components/content-loader.tsx';
import { PageTitle } from '../../../../components/page-title.tsx';
import { caseQuery } from '../../../../features/cases/api/cases.ts';
import { CaseEditor } from '../../../../features/cases/components/case-editor.tsx';
import { numericParam, requireSquadRole } from '../../../../lib/guards.ts';
import { queryClient } from '../../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const caseId = numericParam(params.caseId);
  await requireSquadRole(['Coach']);
  await queryClient.prefetchQuery(caseQuery(caseId));
  return { caseId };
}

/** One follow-up case: take it, note, next step, referral, history. */
export function Component() {
  const { t } = useTranslation('cases');
  const { caseId } = useLoaderData() as { caseId: number };
  const { data } = useQuery(caseQuery(caseId));
  return (
    <div data-testid="case-page">
      <Anchor component={Link} to="/cases" size="sm">
        ← {t('queue.title')}
      </Anchor>
      <PageTitle text={t('case.title')} />
      {data ? <CaseEditor key={data.id} detail={data} /> : <ContentLoader />}
    </div>
  );
}
