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
    <ComplianceDocumentView
      version={doc.version}
      publishedAt={doc.publishedAt}
      content={doc.content}
      englishFallback={doc.language !== i18n.language}
    />
  );
}

/**
 * What a member reads: the version line, the English-fallback note when it applies, the text. The admin's
 * preview renders the same view as a draft (`publishedAt` null): its version line says it is not published yet.
 */
export function ComplianceDocumentView(props: { version: number; publishedAt: string | null; content: string; englishFallback?: boolean }) {
  const { t, i18n } = useTranslation('public');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="compliance-version">
        {props.publishedAt === null
          ? t('terms.previewDraft', { version: props.version })
          : t('terms.version', { version: props.version, date: formatDate(props.publishedAt, i18n.language, 'long') })}
      </Text>
      {props.englishFallback && (
        <Alert color="blue" variant="light">
          {t('terms.englishFallback')}
        </Alert>
      )}
      <ComplianceMarkdown content={props.content} />
    </Stack>
  );
}
