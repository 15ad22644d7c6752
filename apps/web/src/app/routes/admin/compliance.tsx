import type { ComplianceCategory } from '@club-pulse/contracts/compliance';
import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { adminComplianceQuery } from '../../../features/compliance/api/admin-compliance.ts';
import { CompliancePublisher } from '../../../features/compliance/components/compliance-publisher.tsx';
import { answerRetentionQuery, useAnswerRetention } from '../../../features/setup/api/answer-retention.ts';
import { AnswerRetentionForm } from '../../../features/setup/components/answer-retention-form.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** The current usage terms, in every language, are loaded before entry (the screen shows its own error). */
export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(adminComplianceQuery(0)).catch(() => null),
    queryClient.ensureQueryData(answerRetentionQuery()).catch(() => null),
  ]);
  return null;
}

/**
 * Publishes a new version of the usage terms or the privacy policy, in every language at once; below, the
 * retention of answers the privacy policy states (an installation setting).
 */
export function Component() {
  const { t } = useTranslation('public');
  const [category, setCategory] = useState<ComplianceCategory>(0);
  // Side by side, "Nutzungsbedingungen" and "Datenschutzerklärung" do not fit a phone: one above the other there.
  const narrow = useMediaQuery('(max-width: 48em)');
  const retention = useAnswerRetention();
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
      {retention.data && (
        <Paper withBorder p="lg" mt="lg">
          <AnswerRetentionForm key={retention.data.months} months={retention.data.months} />
        </Paper>
      )}
    </div>
  );
}
