import { Card, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardTable } from '../../../components/card-table.tsx';
import { numberFormat } from '../../../lib/intl.ts';
import { caseStatsQuery } from '../api/cases.ts';

/**
 * The admin's view of the follow-up cases: per club, open cases, the median time from a result to the first act on
 * its case, and the open cases past the escalation delay. Numbers only; the cases themselves are the coaches'.
 */
/** The card's id: the admin home's "needs your attention" links to it. */
export const CASE_STATS_ID = 'case-stats';

export function CaseStatsCard() {
  const { t, i18n } = useTranslation('cases');
  const { data } = useQuery(caseStatsQuery());
  if (!data) return null;
  // Numbers as the reader writes them: "182,5 h" in Italian, "182.5 h" in English.
  const count = numberFormat(i18n.language);
  const hours = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Card
      withBorder
      padding="lg"
      mt="md"
      component="section"
      id={CASE_STATS_ID}
      aria-labelledby="case-stats-title"
      data-testid="case-stats"
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 1rem)' }}
    >
      <Title order={2} size="h4" id="case-stats-title">
        {t('admin.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('admin.intro')}
      </Text>
      {data.length === 0 ? (
        <Text c="dimmed">{t('admin.none')}</Text>
      ) : (
        <CardTable minWidth={480} label={t('admin.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.club')}</Table.Th>
              <Table.Th>{t('admin.open')}</Table.Th>
              <Table.Th>{t('admin.median')}</Table.Th>
              <Table.Th>{t('admin.past')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((c) => (
              <Table.Tr key={c.clubId} data-testid="case-stats-row">
                <Table.Td data-label={t('admin.club')}>{c.club}</Table.Td>
                <Table.Td data-label={t('admin.open')}>{count.format(c.open)}</Table.Td>
                <Table.Td data-label={t('admin.median')}>
                  {c.medianHoursToFirstAction === null ? '–' : t('admin.hours', { hours: hours.format(c.medianHoursToFirstAction) })}
                </Table.Td>
                <Table.Td data-label={t('admin.past')}>{count.format(c.pastEscalation)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CardTable>
      )}
    </Card>
  );
}
