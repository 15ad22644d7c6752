import { useTranslation } from 'react-i18next';
import { Stack } from '@mantine/core';
import { DataPromise } from '../../../components/data-promise.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ComplianceDocument } from '../../../features/compliance/components/compliance-document.tsx';
import { loadComplianceText } from '../../../features/compliance/load-compliance-text.ts';

export const loader = () => loadComplianceText(2);

export function Component() {
  const { t } = useTranslation('public');
  return (
    <div data-testid="privacy-policy">
      <PageTitle text={t('terms.privacyPolicyTitle')} />
      <Stack gap="xl">
        <ComplianceDocument category={2} />
        <DataPromise />
      </Stack>
    </div>
  );
}
