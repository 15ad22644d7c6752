import type { AnswerRetention } from '@club-pulse/contracts/retention';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/dates.ts';

/**
 * When a study's answers will be, or were, deleted under the installation's retention policy
 * (docs/decisions/0008): the member's lists and report, the coach's and the admin's study screens.
 */
export function AnswerRetentionNote({ retention, testId = 'answer-retention' }: { retention: AnswerRetention; testId?: string }) {
  const { t, i18n } = useTranslation('common');
  const deleted = retention.deletedAt !== null;
  const date = formatDate(deleted ? retention.deletedAt : retention.deleteOn, i18n.language);
  return (
    <Text size="sm" c="gray.7" data-testid={testId} data-deleted={deleted}>
      {t(deleted ? 'retention.deletedOn' : 'retention.deleteOn', { date })}
    </Text>
  );
}
