import { useTranslation } from 'react-i18next';
import { Stack } from '@mantine/core';
import { DataPromise } from '../../../components/data-promise.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ComplianceDocument } from '../../../features/compliance/components/compliance-document.tsx';
import { loadComplianceText } from '../../../features/compliance/load-compliance-text.ts';

export const loader = () => loadComplianceText(0);

export function Component() {
  const { t } = useTranslation('public');
  return (
    <div data-testid="usage-terms">
      <PageTitle text={t('terms.usageTermsTitle')} />
      <Stack gap="xl">
        <ComplianceDocument category={0} />
        <DataPromise />
      </Stack>
    </div>
  );
}
