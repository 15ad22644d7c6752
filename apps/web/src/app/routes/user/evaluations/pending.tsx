import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../../components/page-title.tsx';
import { pendingEvaluationsQuery, usePendingEvaluations } from '../../../../features/evaluations/api/get-my-pending-evaluations.ts';
import { EvaluationsList } from '../../../../features/evaluations/components/evaluations-list.tsx';
import { requireSquadRole } from '../../../../lib/guards.ts';
import { notify } from '../../../../lib/notify.ts';
import { queryClient } from '../../../../lib/query-client.ts';

export async function loader() {
  await requireSquadRole(['Player', 'Coach']);
  // A failed load shows its toast and the (empty) screen rather than an error page.
  await queryClient.ensureQueryData(pendingEvaluationsQuery()).catch((err) => notify.apiError('player:toasts.pendingError', err));
  return null;
}

export function Component() {
  const { t } = useTranslation('player');
  const { data, isLoading } = usePendingEvaluations();
  return (
    <div data-testid="pending-evaluations">
      <PageTitle text={t('pending.title')} />
      <EvaluationsList items={data} kind="pending" loading={isLoading} />
    </div>
  );
}
