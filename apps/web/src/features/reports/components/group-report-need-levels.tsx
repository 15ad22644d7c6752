import { AGE_GROUPS, NEED_LEVELS } from '@club-pulse/contracts/levels';
import type { GroupReport } from '@club-pulse/contracts/reports';
import { Table, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartPlaceholder } from '../../../components/chart-placeholder.tsx';
import { WhenVisible } from '../../../components/when-visible.tsx';
import { ageGroupValues } from '@club-pulse/contracts/bands';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';

const NeedLevelChart = lazy(() => import('./need-level-chart.tsx'));

/** Finished players per need level and age group: a stacked bar chart and the same figures as a table (a section of the report, titled by it). */
export function GroupReportNeedLevels({ report }: { report: GroupReport }) {
  const { t } = useTranslation('coach');
  const ages = AGE_GROUPS.filter((a) => report.needLevelCounts.some((c) => c.ageGroup === a));
  const countOf = (ageGroup: string, needLevel: string) =>
    report.needLevelCounts.find((c) => c.ageGroup === ageGroup && c.needLevel === needLevel)?.count ?? 0;
  const data = ages.map((ageGroup) => ({
    ageGroup: t(`ageGroups.${ageGroup}`, ageGroupValues(ageGroup)),
    ...Object.fromEntries(NEED_LEVELS.map((l) => [l, countOf(ageGroup, l)])),
  }));
  const totalOf = (ageGroup: string) => NEED_LEVELS.reduce((n, l) => n + countOf(ageGroup, l), 0);
  const unknownAge = report.needLevelTotals.reduce((n, r) => n + r.count, 0) - ages.reduce((n, a) => n + totalOf(a), 0);

  return (
    <>
      {data.length > 0 ? (
        // Loaded and drawn when scrolled near (it is below the fold on a phone), with an outline of the
        // chart's height meanwhile, so nothing below it moves.
        <WhenVisible fallback={<ChartPlaceholder height={240} />}>
          <Suspense fallback={<ChartPlaceholder height={240} />}>
            <NeedLevelChart data={data} />
          </Suspense>
        </WhenVisible>
      ) : (
        <Text c="dimmed">{t('report.noAnswersYet')}</Text>
      )}
      <Text size="sm" c="dimmed" mt="sm" mb={4} id="need-level-table-caption">
        {t('report.needLevelsCaption')}
      </Text>
      <ResponsiveTable label={t('report.needLevelsTitle')} minWidth={420}>
        <Table withTableBorder withColumnBorders aria-labelledby="need-level-table-caption" data-testid="need-level-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('report.ageGroup')}</Table.Th>
              {NEED_LEVELS.map((l) => (
                <Table.Th key={l}>{t(`needLevels.${l}`)}</Table.Th>
              ))}
              <Table.Th>{t('report.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ages.map((a) => (
              <Table.Tr key={a}>
                <Table.Th scope="row">{t(`ageGroups.${a}`, ageGroupValues(a))}</Table.Th>
                {NEED_LEVELS.map((l) => (
                  <Table.Td key={l}>{countOf(a, l)}</Table.Td>
                ))}
                <Table.Td>{totalOf(a)}</Table.Td>
              </Table.Tr>
            ))}
            {unknownAge > 0 && (
              <Table.Tr>
                <Table.Th scope="row">{t('ageGroups.unknown')}</Table.Th>
                <Table.Td colSpan={NEED_LEVELS.length}>—</Table.Td>
                <Table.Td>{unknownAge}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr fw={700}>
              <Table.Th scope="row">{t('report.total')}</Table.Th>
              {report.needLevelTotals.map((r) => (
                <Table.Td key={r.needLevel} data-testid={`need-level-total-${r.needLevel}`}>
                  {r.count}
                </Table.Td>
              ))}
              <Table.Td data-testid="need-level-total">{report.needLevelTotals.reduce((n, r) => n + r.count, 0)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
    </>
  );
}
