import { SCALE_LEVEL_COUNTS } from '@club-pulse/contracts/bands';
import { NEED_LEVEL_COLOR, THEME_LEVEL_COLOR, THEME_LEVELS } from '@club-pulse/contracts/levels';
import type { IndividualReport, ReportHelp } from '@club-pulse/contracts/reports';
import { Accordion, Alert, Anchor, Box, Card, Group, Progress, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerRetentionNote } from '../../../components/answer-retention-note.tsx';
import { CardTable } from '../../../components/card-table.tsx';
import { DataPromise } from '../../../components/data-promise.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { needRangeValues, themeRangeValues } from '../lib/scales.ts';
import { LevelSwatch } from './level-swatch.tsx';
import { oneDecimal } from '../../../lib/intl.ts';

type View = 'map' | 'table';

function useFormat() {
  const { i18n } = useTranslation();
  return {
    score: (n: number | null) => (n === null ? '–' : oneDecimal(n, i18n.language)),
    date: (iso: string | null) => formatDate(iso, i18n.language),
  };
}

function KeyTermMap({ report }: { report: IndividualReport }) {
  const { t, i18n } = useTranslation('player');
  const f = useFormat();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="key-terms-map">
        {report.keyTerms.map((k) => {
          const color = k.themeLevel ? THEME_LEVEL_COLOR[k.themeLevel] : 'gray';
          return (
            <Box
              key={k.code}
              data-testid="key-term-tile"
              data-level={k.themeLevel ?? 'none'}
              p="md"
              style={{
                // The pale tint in the light scheme, the dark one (under the pale text) in the dark scheme.
                background: `light-dark(var(--mantine-color-${color}-0), var(--mantine-color-${color}-light))`,
                border: `1px solid var(--mantine-color-${color}-3)`,
                borderLeft: `8px solid var(--mantine-color-${color}-6)`,
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <Stack gap={6}>
                <Text fw={600}>{k.name}</Text>
                <Group justify="space-between" wrap="nowrap">
                  {k.themeLevel ? (
                    <LevelSwatch color={color} label={t(`themeLevels.${k.themeLevel}`)} />
                  ) : (
                    <Text size="sm" c="gray.7">
                      {t('report.noAnswers')}
                    </Text>
                  )}
                  <Text fw={700} size="lg" aria-label={t('report.columns.score')}>
                    {f.score(k.score)}
                  </Text>
                </Group>
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
      <Group gap="md" wrap="wrap" aria-label={t('report.legend')} data-testid="theme-legend">
        {THEME_LEVELS.map((level) => (
          <LevelSwatch
            key={level}
            color={THEME_LEVEL_COLOR[level]}
            label={`${t(`themeLevels.${level}`)} (${t(`themeRanges.${level}`, themeRangeValues(level, i18n.language))})`}
          />
        ))}
      </Group>
    </Stack>
  );
}

function KeyTermTable({ report }: { report: IndividualReport }) {
  const { t } = useTranslation('player');
  const f = useFormat();
  return (
    <CardTable label={t('report.keyTerms')} minWidth={520} striped data-testid="key-terms-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('report.columns.keyTerm')}</Table.Th>
          <Table.Th ta="right">{t('report.columns.score')}</Table.Th>
          <Table.Th>{t('report.columns.level')}</Table.Th>
          <Table.Th ta="right">{t('report.columns.answered')}</Table.Th>
          <Table.Th ta="right">{t('report.columns.notApplicable')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.keyTerms.map((k) => (
          <Table.Tr key={k.code}>
            <Table.Td fw={600}>{k.name}</Table.Td>
            <Table.Td ta="right" data-label={t('report.columns.score')}>
              {f.score(k.score)}
            </Table.Td>
            <Table.Td data-label={t('report.columns.level')}>
              {k.themeLevel ? (
                <LevelSwatch color={THEME_LEVEL_COLOR[k.themeLevel]} label={t(`themeLevels.${k.themeLevel}`)} />
              ) : (
                t('report.noAnswers')
              )}
            </Table.Td>
            <Table.Td ta="right" data-label={t('report.columns.answered')}>
              {k.answered}
            </Table.Td>
            <Table.Td ta="right" data-label={t('report.columns.notApplicable')}>
              {k.notApplicable}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </CardTable>
  );
}

/**
 * The personal report of one evaluation (docs/design.md#reports): the coefficient with its colour-coded need
 * level, the recommendation for that level, the key terms as a map or a table, an info panel and the help.
 * Used by the player's report screen and the admin's; for the admin, `subject` names the player and the texts
 * that speak to the player ("your results") speak about them instead.
 */
export function IndividualReportView({ report, help, subject }: { report: IndividualReport; help?: ReportHelp; subject?: string }) {
  const { t, i18n } = useTranslation('player');
  const { t: ta } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const answersDeleted = report.answerRetention.deletedAt !== null;
  // The player reads "your results"; an admin reads about the player by name, in the admin catalogue.
  const words = (key: string) => (subject === undefined ? t(`report.${key}`) : ta(`report.individual.${key}`, { name: subject }));
  const f = useFormat();
  const [view, setView] = useState<View>('map');
  const needColor = report.needLevel ? NEED_LEVEL_COLOR[report.needLevel] : 'gray';

  return (
    <Stack gap="lg" data-testid="individual-report">
      {/* The quiz's name is the admins' and coaches' word (one language, the quiz editor says players never see it): an
          admin reading about a player sees it, the player does not. */}
      <Text c="gray.7" data-testid="report-meta">
        {[report.study, report.club, report.team, ...(subject === undefined ? [] : [report.quiz])].join(' · ')}
        {report.finishedAt ? ` · ${t('report.finishedAt', { date: formatDate(report.finishedAt, i18n.language, 'medium', report.timeZone) })}` : ''}
      </Text>
      {answersDeleted ? (
        <Alert color="blue" title={tc('retention.deletedTitle')} data-testid="report-answers-deleted">
          {tc('retention.reportDeleted', { date: f.date(report.answerRetention.deletedAt) })}
        </Alert>
      ) : (
        <AnswerRetentionNote retention={report.answerRetention} />
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg" data-testid="report-coefficient" component="section" aria-labelledby="coefficient-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="coefficient-title">
              {t('report.coefficient')}
            </Title>
            <Group align="baseline" gap={6}>
              <Text fz={44} fw={800} lh={1} data-testid="report-coefficient-value">
                {f.score(report.coefficient)}
              </Text>
              <Text c="gray.7">/ 100</Text>
            </Group>
            {report.needLevel ? (
              <LevelSwatch color={needColor} size="lg" label={t(`needLevels.${report.needLevel}`)} testId="report-need-level" />
            ) : (
              <Text data-testid="report-need-level">{t('report.noAnswers')}</Text>
            )}
            <Progress value={report.coefficient ?? 0} color={needColor} size="md" aria-hidden />
            <Text size="sm" c="gray.7">
              {words('coefficientHint')}
            </Text>
          </Stack>
        </Card>

        <Card withBorder padding="lg" data-testid="report-recommendation" component="section" aria-labelledby="recommendation-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="recommendation-title">
              {words('recommendation.title')}
            </Title>
            <Text>{words(`recommendation.${report.needLevel ?? 'none'}`)}</Text>
            <Text size="sm" c="gray.7">
              {words('recommendation.support')}
            </Text>
            {/* The player's way to the club's contacts and the helplines from every result, not only a critical one. */}
            {subject === undefined && (
              <Anchor component={Link} to="/get-support" fw={600} data-testid="report-get-support">
                {t('report.recommendation.talkTo')}
              </Anchor>
            )}
          </Stack>
        </Card>
      </SimpleGrid>

      {report.lowConfidence && (
        <Alert color="yellow" title={t('report.lowConfidence.title')} data-testid="report-low-confidence">
          {words('lowConfidence.text')}
        </Alert>
      )}

      {!answersDeleted && (
        <Stack gap="sm" component="section" aria-labelledby="key-terms-title">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4" id="key-terms-title">
              {words('keyTerms')}
            </Title>
            <SegmentedControl
              value={view}
              onChange={(v) => setView(v as View)}
              aria-label={t('report.view.label')}
              data-testid="report-view-switch"
              data={[
                { value: 'map', label: t('report.view.map') },
                { value: 'table', label: t('report.view.table') },
              ]}
            />
          </Group>
          {/* The topics' scale is finer than the result's (the spec names both): one sentence says so where both show. */}
          <Text size="sm" c="gray.7" data-testid="report-scales-note">
            {t('report.scalesNote', SCALE_LEVEL_COUNTS)}
          </Text>
          {view === 'map' ? <KeyTermMap report={report} /> : <KeyTermTable report={report} />}
        </Stack>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg" data-testid="report-info" component="section" aria-labelledby="info-title">
          <Stack gap="xs">
            <Title order={2} size="h4" id="info-title">
              {t('report.info.title')}
            </Title>
            <Text size="sm">{t('report.info.text')}</Text>
            <Stack gap={4}>
              {(['minimal', 'moderate', 'high', 'critical'] as const).map((level) => (
                <LevelSwatch
                  key={level}
                  color={NEED_LEVEL_COLOR[level]}
                  label={`${t(`needLevels.${level}`)} (${t(`needRanges.${level}`, needRangeValues(level, i18n.language))})`}
                />
              ))}
            </Stack>
            {/* The admin is told that this read is audited; the player reads the promise below. */}
            {subject !== undefined && (
              <Text size="sm" c="gray.7">
                {words('info.privacy')}
              </Text>
            )}
          </Stack>
        </Card>

        <Card withBorder padding="lg" data-testid="report-help" component="section" aria-labelledby="help-title">
          <Stack gap="xs">
            <Title order={2} size="h4" id="help-title">
              {t('report.help.title')}
            </Title>
            {help && help.keyTerms.length > 0 ? (
              <Accordion variant="separated" multiple>
                {help.keyTerms.map((k) => (
                  <Accordion.Item key={k.code} value={k.code}>
                    <Accordion.Control>{k.name}</Accordion.Control>
                    <Accordion.Panel>
                      <Text size="sm">{k.description || t('report.help.noDescription')}</Text>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            ) : (
              <Text size="sm" c="gray.7">
                {t('report.help.empty')}
              </Text>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      <DataPromise folded />
    </Stack>
  );
}
