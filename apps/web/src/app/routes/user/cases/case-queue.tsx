import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../../components/page-title.tsx';
import { caseQueueQuery } from '../../../../features/cases/api/cases.ts';
import { CaseList } from '../../../../features/cases/components/case-list.tsx';
import { requireSquadRole } from '../../../../lib/guards.ts';
import { queryClient } from '../../../../lib/query-client.ts';

export async function loader() {
  await requireSquadRole(['Coach']);
  await queryClient.ensureQueryData(caseQueueQuery());
  return null;
}

/** The coach's queue: the open cases of every club they coach, critical first, then the oldest result. */
export function Component() {
  const { t } = useTranslation('cases');
  const { data = [] } = useQuery({ ...caseQueueQuery(), refetchOnMount: 'always' });
  return (
    <div data-testid="case-queue-page">
      <PageTitle text={t('queue.title')} />
      <Text mb="md">{t('queue.intro')}</Text>
      {data.length === 0 ? (
        <Text c="dimmed" data-testid="case-queue-empty">
          {t('queue.none')}
        </Text>
      ) : (
        <CaseList cases={data} showPlace />
      )}
    </div>
  );
}
