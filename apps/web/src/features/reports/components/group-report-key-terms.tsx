import { bandOf, THEME_LEVEL_BANDS } from '@club-pulse/contracts/bands';
import { SUMMARY_RELEASE_STEP } from '@club-pulse/contracts/constants';
import { THEME_LEVEL_COLOR } from '@club-pulse/contracts/levels';
import type { GroupReport } from '@club-pulse/contracts/reports';
import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { CardTable } from '../../../components/card-table.tsx';
import { oneDecimal } from '../../../lib/intl.ts';
import { LevelSwatch } from './level-swatch.tsx';

const pct = (ratio: number) => `${Math.round(ratio * 100)} %`;
/** A figure with one decimal, in the reader's decimal mark ("62,5" in Spanish). */
const num = (n: number | null, lang: string) => (n == null ? '—' : oneDecimal(n, lang));

type Summary = NonNullable<GroupReport['keyTermSummary']>;

/**
 * Where the summary's figures stand: their date, how many finished answers are not in them yet and how many
 * more the next update needs, then the rule that explains it (released in steps, docs/decisions/0004). Key
 * terms released at different times: the latest date and the smallest need (each true of at least one key
 * term); the number waiting only when it is the same for every key term (a row not released says so itself).
 */
function ReleaseNote({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation('coach');
  const dates = summary
    .map((k) => k.release.releasedAt)
    .filter((d): d is string => d != null)
    .sort();
  const waiting = new Set(summary.map((k) => k.release.waiting));
  const needed = Math.min(...summary.map((k) => k.release.neededForUpdate));
  // One count for every key term, or none said (the key terms wait for different numbers).
  const sameWait = waiting.size === 1 ? ([...waiting][0] ?? 0) : 0;
  const status = [
    dates.length
      ? t('report.releasedOn', { date: formatDate(dates[dates.length - 1], i18n.language) })
      : t('report.notReleasedYet', { step: SUMMARY_RELEASE_STEP }),
    sameWait > 0 ? t('report.waiting', { count: sameWait }) : null,
    t('report.needed', { count: needed }),
  ];
  return (
    <Stack gap={4} mt="xs" data-testid="key-term-release">
      <Text size="sm" data-testid="key-term-release-status">
        {status.filter(Boolean).join(' ')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('report.releaseRule', { step: SUMMARY_RELEASE_STEP })}
      </Text>
      {summary.some((k) => k.coaches == null) && (
        <Text size="xs" c="dimmed">
          {t('report.coachesNotReleased', { step: SUMMARY_RELEASE_STEP })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The key-term summary (KPIs): only for a quiz with the KPIs flag; until more than 5 players have finished
 * it says that there are not enough player answers. Each key term's figures are those released so far: a key
 * term answered by fewer than SUMMARY_RELEASE_STEP players shows none.
 */
export function GroupReportKeyTerms({ report }: { report: GroupReport }) {
  const { t, i18n } = useTranslation('coach');
  if (!report.study.hasKeyTermSummary) return null;
  const summary = report.keyTermSummary;
  const dayOf = (releasedAt: string | null) => (releasedAt ? formatDate(releasedAt, i18n.language) : null);
  // A row says its own date only when the released key terms do not all date from the same day.
  const datesDiffer = summary != null && new Set(summary.map((k) => dayOf(k.release.releasedAt)).filter(Boolean)).size > 1;
  return (
    <>
      {summary == null ? (
        <Alert color="blue" data-testid="kpi-not-enough">
          {t('report.notEnoughAnswers')}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {t('report.keyTermsHelp')}
          </Text>
          <CardTable label={t('report.keyTermsTitle')} minWidth={560} striped withTableBorder data-testid="key-term-summary">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('report.keyTerm')}</Table.Th>
                <Table.Th>{t('report.players')}</Table.Th>
                <Table.Th>{t('report.coaches')}</Table.Th>
                <Table.Th>{t('report.avg')}</Table.Th>
                <Table.Th>{t('report.min')}</Table.Th>
                <Table.Th>{t('report.max')}</Table.Th>
                <Table.Th>{t('report.ratioAnswered')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.map((k) => (
                <Table.Tr key={k.keyTerm} data-testid="key-term-row" data-released={k.release.releasedAt != null}>
                  <Table.Th scope="row">
                    {k.name}
                    {datesDiffer && k.release.releasedAt && (
                      <Text size="xs" c="dimmed" fw={400}>
                        {t('report.keyTermReleasedOn', { date: dayOf(k.release.releasedAt) })}
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td data-label={t('report.players')}>{k.release.releasedAt ? k.players : '—'}</Table.Td>
                  <Table.Td data-label={t('report.coaches')}>{k.coaches ?? '—'}</Table.Td>
                  {k.release.releasedAt ? (
                    <>
                      <Table.Td data-label={t('report.avg')}>
                        {num(k.avg, i18n.language)}
                        {/* The topic's level on the scale a player reads it on: whether 47.5 is fine or needs attention. */}
                        {k.avg != null && (
                          <LevelSwatch
                            color={THEME_LEVEL_COLOR[bandOf(THEME_LEVEL_BANDS, k.avg)]}
                            label={t(`player:themeLevels.${bandOf(THEME_LEVEL_BANDS, k.avg)}`)}
                            size="sm"
                            testId="key-term-avg-level"
                          />
                        )}
                      </Table.Td>
                      <Table.Td data-label={t('report.min')}>{num(k.min, i18n.language)}</Table.Td>
                      <Table.Td data-label={t('report.max')}>{num(k.max, i18n.language)}</Table.Td>
                    </>
                  ) : (
                    <Table.Td colSpan={3} data-label={t('report.avg')}>
                      <Text span size="sm" c="dimmed">
                        {t('report.keyTermNotReleased', { step: SUMMARY_RELEASE_STEP })}
                      </Text>
                    </Table.Td>
                  )}
                  <Table.Td data-label={t('report.ratioAnswered')}>{k.ratioAnswered == null ? '—' : pct(k.ratioAnswered)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CardTable>
          <ReleaseNote summary={summary} />
        </>
      )}
    </>
  );
}
