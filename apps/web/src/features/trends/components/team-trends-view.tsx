import { KEY_TERM_SUMMARY_MIN_PLAYERS_EXCLUSIVE } from '@club-pulse/contracts/constants';
import { NEED_LEVELS } from '@club-pulse/contracts/levels';
import type { TeamTrends } from '@club-pulse/contracts/trends';
import { Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ChartPlaceholder } from '../../../components/chart-placeholder.tsx';
import { WhenVisible } from '../../../components/when-visible.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { oneDecimal } from '../../../lib/intl.ts';
import { StudyKey, trendChartMinWidth, useStudyAxis } from './study-axis.tsx';

const NeedLevelChart = lazy(() => import('../../reports/components/need-level-chart.tsx'));
const KeyTermTrendChart = lazy(() => import('./key-term-trend-chart.tsx'));

type T = TFunction<'trends'>;

/**
 * The chart's figures in a sentence, above it: readable before the chart is drawn (it waits until scrolled near),
 * without seeing it, and on paper. How many studies over which dates, and the latest one's answers and players at
 * high or critical need.
 */
function levelsSummary(trends: TeamTrends, t: T, lang: string) {
  const first = trends.studies[0]!;
  const latest = trends.studies[trends.studies.length - 1]!;
  const followUp = (s: typeof latest) =>
    s.needLevelTotals.filter((r) => r.needLevel === 'high' || r.needLevel === 'critical').reduce((n, r) => n + r.count, 0);
  const summary = t('levelsSummary', {
    count: trends.studies.length,
    from: formatDate(first.startDate, lang),
    to: formatDate(latest.dueDate, lang),
    study: latest.description,
    answered: latest.players.answered,
    invited: latest.players.invited,
    followUp: followUp(latest),
  });
  // A study nobody has answered yet says nothing of the team: "at high or critical need: 0" read as all clear. The
  // last study with answers follows.
  const lastAnswered = [...trends.studies].reverse().find((s) => s.players.answered > 0);
  if (latest.players.answered > 0 || !lastAnswered) return summary;
  const earlier = t('levelsSummaryLastAnswered', {
    study: lastAnswered.description,
    answered: lastAnswered.players.answered,
    invited: lastAnswered.players.invited,
    followUp: followUp(lastAnswered),
  });
  return `${summary} ${earlier}`;
}

/** The latest key-term averages a report shows, in a sentence above their chart ("Stress 42.3, Sleep 38.0"). */
function keyTermsSummary(trends: TeamTrends, t: T, lang: string) {
  const latest = [...trends.studies].reverse().find((s) => s.keyTerms?.some((k) => k.avg !== null));
  if (!latest) return null;
  const averages = (latest.keyTerms ?? []).flatMap((k) => (k.avg === null ? [] : [`${k.name} ${oneDecimal(k.avg, lang)}`]));
  return t('keyTermsSummary', { study: latest.description, averages: new Intl.ListFormat(lang, { type: 'unit' }).format(averages) });
}

/**
 * A team's studies over time: respondents and players per need level of each study (a stacked bar chart and the
 * table with the same figures), then the key-term averages where each study's report shows them (a line chart and
 * the table). Charts are drawn when scrolled near, an outline of their size until then; a sentence above each says
 * what it shows, and every figure is also in a table.
 */
export function TeamTrendsView({ trends }: { trends: TeamTrends }) {
  const { t, i18n } = useTranslation('trends');
  const { t: tc } = useTranslation('coach');
  const lang = i18n.language;
  // On the charts' axis, a study is its name on a wide screen, its number on a phone (the key under each chart names it).
  const axis = useStudyAxis(trends.studies);
  if (trends.studies.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  const levels = trends.studies.map((s, i) => ({
    study: axis.tick(i),
    ...Object.fromEntries(NEED_LEVELS.map((l) => [l, s.needLevelTotals.find((r) => r.needLevel === l)?.count ?? 0])),
  }));
  const avgOf = (study: TeamTrends['studies'][number], keyTerm: string) => study.keyTerms?.find((k) => k.keyTerm === keyTerm)?.avg ?? null;
  const anyKeyTerm = trends.studies.some((s) => s.keyTerms?.some((k) => k.avg !== null));
  return (
    <Stack gap="xl">
      <Text>{t('intro', { summaryPlayers: KEY_TERM_SUMMARY_MIN_PLAYERS_EXCLUSIVE })}</Text>
      <section aria-labelledby="trend-levels-title" data-testid="trend-levels">
        <Title order={2} size="h4" id="trend-levels-title" mb="xs">
          {t('levelsTitle')}
        </Title>
        <Text size="sm" mb="xs" data-testid="trend-levels-summary">
          {levelsSummary(trends, t, lang)}
        </Text>
        {/* The tables' sideways-scrolling region (its fade, hint and keyboard focus) serves a chart as well: a
            whole trend is wider than a phone once every study's number has room. */}
        <ResponsiveTable label={t('levelsChart')} minWidth={trendChartMinWidth(trends.studies.length)}>
          <WhenVisible fallback={<ChartPlaceholder height={240} />}>
            <Suspense fallback={<ChartPlaceholder height={240} />}>
              <NeedLevelChart data={levels} dataKey="study" label={t('levelsChart')} />
            </Suspense>
          </WhenVisible>
        </ResponsiveTable>
        {!axis.named && <StudyKey studies={trends.studies} />}
        <ResponsiveTable label={t('levelsTitle')} minWidth={560} mt="sm">
          <Table withTableBorder striped data-testid="trend-levels-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('study')}</Table.Th>
                <Table.Th>{t('dates')}</Table.Th>
                <Table.Th>{t('answered')}</Table.Th>
                {NEED_LEVELS.map((l) => (
                  <Table.Th key={l}>{tc(`needLevels.${l}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trends.studies.map((s) => (
                <Table.Tr key={s.id} data-testid="trend-study-row">
                  <Table.Th scope="row">{s.description}</Table.Th>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(s.startDate, lang)} – {formatDate(s.dueDate, lang)}
                  </Table.Td>
                  <Table.Td>{t('answeredOf', { answered: s.players.answered, invited: s.players.invited })}</Table.Td>
                  {NEED_LEVELS.map((l) => (
                    <Table.Td key={l}>{s.needLevelTotals.find((r) => r.needLevel === l)?.count ?? 0}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      </section>

      <section aria-labelledby="trend-key-terms-title" data-testid="trend-key-terms">
        <Title order={2} size="h4" id="trend-key-terms-title" mb="xs">
          {t('keyTermsTitle')}
        </Title>
        {!anyKeyTerm ? (
          <Text c="dimmed" data-testid="trend-no-key-terms">
            {t('noKeyTerms')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {t('keyTermsHelp')}
            </Text>
            <Text size="sm" mb="xs" data-testid="trend-key-terms-summary">
              {keyTermsSummary(trends, t, lang)}
            </Text>
            <ResponsiveTable label={t('keyTermsChart')} minWidth={trendChartMinWidth(trends.studies.length)}>
              <WhenVisible fallback={<ChartPlaceholder height={260} />}>
                <Suspense fallback={<ChartPlaceholder height={260} />}>
                  <KeyTermTrendChart
                    label={t('keyTermsChart')}
                    edgePx={axis.edgePx}
                    series={trends.keyTerms.map((k) => ({ name: k.keyTerm, label: k.name }))}
                    data={trends.studies.map((s, i) => ({
                      study: axis.tick(i),
                      description: s.description,
                      ...Object.fromEntries(trends.keyTerms.map((k) => [k.keyTerm, avgOf(s, k.keyTerm)])),
                    }))}
                  />
                </Suspense>
              </WhenVisible>
            </ResponsiveTable>
            {!axis.named && <StudyKey studies={trends.studies} />}
            <ResponsiveTable label={t('keyTermsTitle')} minWidth={200 + 120 * trends.keyTerms.length} mt="sm">
              <Table withTableBorder striped data-testid="trend-key-terms-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('study')}</Table.Th>
                    {trends.keyTerms.map((k) => (
                      <Table.Th key={k.keyTerm}>{k.name}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {trends.studies.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Th scope="row">{s.description}</Table.Th>
                      {trends.keyTerms.map((k) => {
                        const avg = avgOf(s, k.keyTerm);
                        return (
                          <Table.Td key={k.keyTerm} c={avg === null ? 'dimmed' : undefined}>
                            {avg === null ? t('notShown') : oneDecimal(avg, lang)}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ResponsiveTable>
            <Text size="sm" c="dimmed" mt={4}>
              {t('notShownNote')}
            </Text>
          </>
        )}
      </section>
    </Stack>
  );
}
