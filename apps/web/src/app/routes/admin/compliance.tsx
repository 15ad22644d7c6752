import type { ComplianceCategory } from '@club-pulse/contracts/compliance';
import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { adminComplianceQuery } from '../../../features/compliance/api/admin-compliance.ts';
import { CompliancePublisher } from '../../../features/compliance/components/compliance-publisher.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** The current usage terms, in every language, are loaded before entry (the screen shows its own error). */
export async function loader() {
  await queryClient.ensureQueryData(adminComplianceQuery(0)).catch(() => null);
  return null;
}

/** Publishes a new version of the usage terms or the privacy policy, in every language at once. */
export function Component() {
  const { t } = useTranslation('public');
  const [category, setCategory] = useState<ComplianceCategory>(0);
  // Side by side, "Nutzungsbedingungen" and "Datenschutzerklärung" do not fit a phone: one above the other there.
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <div data-testid="admin-compliance">
      <PageTitle text={t('adminCompliance.title')} />
      <Paper withBorder p="lg">
        <Stack>
          <SegmentedControl
            fullWidth
            orientation={narrow ? 'vertical' : 'horizontal'}
            aria-label={t('adminCompliance.category')}
            value={String(category)}
            onChange={(v) => setCategory(Number(v) as ComplianceCategory)}
            data={[
              { value: '0', label: t('terms.usageTermsTitle') },
              { value: '2', label: t('terms.privacyPolicyTitle') },
            ]}
            data-testid="compliance-category"
          />
          <CompliancePublisher category={category} />
        </Stack>
      </Paper>
    </div>
  );
}
