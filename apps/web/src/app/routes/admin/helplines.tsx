import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { helplinesQuery } from '../../../features/support/api/helplines.ts';
import { HelplinesAdmin } from '../../../features/support/components/helplines-admin.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export async function loader() {
  await queryClient.ensureQueryData(helplinesQuery);
  return null;
}

/** The installation's helplines: confirm the shipped defaults, edit, add (docs/helplines.md). */
export function Component() {
  const { t } = useTranslation('support');
  return (
    <div data-testid="helplines-page">
      <PageTitle text={t('helplines.title')} />
      <HelplinesAdmin />
    </div>
  );
}
