import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../../components/page-title.tsx';
import { finishedEvaluationsQuery, useFinishedEvaluations } from '../../../../features/evaluations/api/get-my-finished-evaluations.ts';
import { EvaluationsList } from '../../../../features/evaluations/components/evaluations-list.tsx';
import { requireSquadRole } from '../../../../lib/guards.ts';
import { notify } from '../../../../lib/notify.ts';
import { queryClient } from '../../../../lib/query-client.ts';

export async function loader() {
  await requireSquadRole(['Player', 'Coach']);
  // A failed load shows its toast and the (empty) screen rather than an error page.
  await queryClient.ensureQueryData(finishedEvaluationsQuery()).catch((err) => notify.apiError('player:toasts.finishedError', err));
  return null;
}

export function Component() {
  const { t } = useTranslation('player');
  const { data, isLoading } = useFinishedEvaluations();
  return (
    <div data-testid="finished-evaluations">
      <PageTitle text={t('finished.title')} />
      <EvaluationsList items={data} kind="finished" loading={isLoading} />
    </div>
  );
}
