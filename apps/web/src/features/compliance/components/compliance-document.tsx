import type { ComplianceCategory } from '@club-pulse/contracts/compliance';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { complianceTextQuery } from '../api/compliance-text.ts';
import { ComplianceMarkdown } from './compliance-markdown.tsx';

/** A compliance text in the interface language: version, publication date, a note when shown in English. */
export function ComplianceDocument({ category }: { category: ComplianceCategory }) {
  const { t, i18n } = useTranslation('public');
  const query = useQuery(complianceTextQuery(category, i18n.language));
  if (query.isPending) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (query.isError || !query.data) {
    return (
      <Alert color="red" role="alert" data-testid="compliance-error">
        {t('terms.loadError')}
      </Alert>
    );
  }
  const doc = query.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="compliance-version">
        {t('terms.version', {
          version: doc.version,
          date: formatDate(doc.publishedAt, i18n.language, 'long'),
        })}
      </Text>
      {doc.language !== i18n.language && (
        <Alert color="blue" variant="light">
          {t('terms.englishFallback')}
        </Alert>
      )}
      <ComplianceMarkdown content={doc.content} />
    </Stack>
  );
}
