import { listedName } from '@club-pulse/contracts/names';
import { MIN_CELL_SIZE_FOR_AVERAGES, SUMMARY_RELEASE_STEP } from '@club-pulse/contracts/constants';
import { NEED_LEVEL_COLOR } from '@club-pulse/contracts/levels';
import type { GroupReport } from '@club-pulse/contracts/reports';
import { Accordion, Alert, Badge, Card, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupReportKeyTerms } from './group-report-key-terms.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { oneDecimal } from '../../../lib/intl.ts';
import { AnswerRetentionNote } from '../../../components/answer-retention-note.tsx';
import { CardTable } from '../../../components/card-table.tsx';
import { DataPromise } from '../../../components/data-promise.tsx';
import { ageGroupValues } from '@club-pulse/contracts/bands';
import { GroupReportNeedLevels } from './group-report-need-levels.tsx';
import { GroupReportSummary } from './group-report-summary.tsx';
import { useStudyStateLabel } from '../../studies/components/study-state-badge.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';

const ratio = (answered: number, invited: number) => (invited === 0 ? 0 : Math.round((answered / invited) * 100));

function Respondents({ label, answered, invited, testId }: { label: string; answered: number; invited: number; testId: string }) {
  const { t } = useTranslation('coach');
  const value = ratio(answered, invited);
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`${testId}-count`}>
        {t('report.answeredOf', { answered, invited })}
      </Text>
      <Progress value={value} mt={6} aria-label={t('report.ratioLabel', { label, value })} />
      <Text size="xs" c="dimmed" mt={4}>
        {t('report.ratio', { value })}
      </Text>
    </Card>
  );
}

/** Below this width (600 px: a phone) the report's sections start folded under its summary. */
export const REPORT_FOLD_QUERY = '(max-width: 37.5em)';
const SECTIONS = ['respondents', 'candidates', 'need-levels', 'breakdown', 'key-terms'];

/** A folded section of the report: its title is a heading (level 2) holding the button that opens it. */
function Section({ value, title, testId, children }: { value: string; title: string; testId: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} data-testid={testId}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  );
}

/**
 * The group report of a study (docs/design.md#reports), shared by the coach and admin screens: players by
 * result with need level (colour and name) and age group, counts per need level and age group, respondents,
 * the players-versus-coaches split and the key-term summary when it may be shown; then the promise of who sees what.
 * A summary comes first (GroupReportSummary); the rest is in sections that fold (each title a button), open on a
 * wide screen and folded on a phone, where the whole report was many screens long.
 */
export function GroupReportView({ report, afterSummary }: { report: GroupReport; afterSummary?: ReactNode }) {
  const { t, i18n } = useTranslation('coach');
  const { t: tc } = useTranslation('common');
  const studyStateLabel = useStudyStateLabel();
  // Results with one decimal, in the reader's decimal mark ("89,6" in Catalan), as the trends and the CSV write them.
  const { study, answerRetention } = report;
  const phone = useMediaQuery(REPORT_FOLD_QUERY, false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<string[]>(() => (phone ? [] : SECTIONS));
  return (
    <Stack gap="lg" data-testid="group-report">
      <div>
        <Text fw={700} size="lg" data-testid="report-study">
          {study.description}
        </Text>
        <Text c="dimmed" size="sm">
          {study.club} · {study.team} · {study.quiz} · {studyStateLabel(study.state)}
        </Text>
        {!answerRetention.deletedAt && <AnswerRetentionNote retention={answerRetention} />}
      </div>
      {answerRetention.deletedAt && (
        <Alert color="blue" title={tc('retention.deletedTitle')} data-testid="report-answers-deleted">
          {tc('retention.groupDeleted', { date: formatDate(answerRetention.deletedAt, i18n.language) })}
        </Alert>
      )}

      <GroupReportSummary report={report} />
      {/* The coach's follow-up cases: after the summary that names who needs follow-up, not before it. */}
      {afterSummary}
      <Text size="sm" c="dimmed" id="report-sections-intro">
        {t('report.summary.details')}
      </Text>
      <Accordion
        multiple
        variant="separated"
        order={2}
        value={open}
        onChange={setOpen}
        aria-describedby="report-sections-intro"
        data-testid="report-sections"
      >
        <Section value="respondents" title={t('report.respondentsTitle')} testId="report-respondents">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Respondents label={t('report.players')} testId="report-players" {...report.players} />
            <Respondents label={t('report.coaches')} testId="report-coaches" {...report.coaches} />
          </SimpleGrid>
        </Section>

        <Section value="candidates" title={t('report.candidatesTitle')} testId="report-players-section">
          {report.candidates.length === 0 ? (
            <Text c="dimmed">{t('report.noAnswersYet')}</Text>
          ) : (
            <CardTable label={t('report.candidatesTitle')} minWidth={420} striped data-testid="report-candidates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.fullName')}</Table.Th>
                  <Table.Th>{t('report.result')}</Table.Th>
                  <Table.Th>{t('report.coefficient')}</Table.Th>
                  <Table.Th>{t('report.ageGroup')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.candidates.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id (only what a coach may see), and the order is fixed
                  <Table.Tr key={i} data-testid="candidate-row">
                    <Table.Td fw={600}>{listedName(c)}</Table.Td>
                    <Table.Td data-label={t('report.result')}>
                      {c.needLevel ? (
                        <Badge
                          color={NEED_LEVEL_COLOR[c.needLevel]}
                          variant="filled"
                          style={{ minWidth: 'max-content' }}
                          data-testid="candidate-need-level"
                          data-level={c.needLevel}
                        >
                          {t(`needLevels.${c.needLevel}`)}
                        </Badge>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td data-label={t('report.coefficient')}>{c.coefficient == null ? '—' : oneDecimal(c.coefficient, i18n.language)}</Table.Td>
                    <Table.Td data-label={t('report.ageGroup')}>
                      {t(`ageGroups.${c.ageGroup ?? 'unknown'}`, ageGroupValues(c.ageGroup ?? 'unknown'))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </CardTable>
          )}
        </Section>

        <Section value="need-levels" title={t('report.needLevelsTitle')} testId="report-need-levels">
          <GroupReportNeedLevels report={report} />
        </Section>

        <Section value="breakdown" title={t('report.breakdownTitle')} testId="report-breakdown-section">
          <ResponsiveTable label={t('report.breakdownTitle')} minWidth={360}>
            <Table withTableBorder data-testid="report-breakdown">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.group')}</Table.Th>
                  <Table.Th>{t('report.answered')}</Table.Th>
                  <Table.Th>{t('report.avgCoefficient')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.breakdown.map((cell) => (
                  <Table.Tr key={cell.group} data-testid={`breakdown-${cell.group}`}>
                    <Table.Th scope="row">
                      {cell.group === 'coaches'
                        ? t('report.coaches')
                        : t(`ageGroups.${cell.group}`, { defaultValue: cell.group, ...ageGroupValues(cell.group) })}
                    </Table.Th>
                    <Table.Td>{cell.answered}</Table.Td>
                    <Table.Td>
                      {cell.avgCoefficient == null ? (
                        <Text span c="dimmed" size="sm">
                          {t('report.hiddenAverage')}
                        </Text>
                      ) : (
                        <>
                          {oneDecimal(cell.avgCoefficient, i18n.language)}
                          {cell.release.releasedAt && (
                            <Text size="xs" c="dimmed" data-testid="breakdown-release">
                              {t('report.averageFrom', {
                                included: cell.release.included,
                                date: formatDate(cell.release.releasedAt, i18n.language),
                              })}
                            </Text>
                          )}
                        </>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
          <Stack gap={2} mt={4}>
            <Text size="xs" c="dimmed" data-testid="breakdown-small-cell-note">
              {t('report.smallCellNote', { min: MIN_CELL_SIZE_FOR_AVERAGES })}
            </Text>
            {/* How released averages are updated says nothing while none is shown. */}
            {report.breakdown.some((cell) => cell.avgCoefficient != null) && (
              <Text size="xs" c="dimmed" data-testid="breakdown-steps-note">
                {t('report.breakdownStepsNote', { step: SUMMARY_RELEASE_STEP })}
              </Text>
            )}
          </Stack>
        </Section>

        {report.study.hasKeyTermSummary && (
          <Section value="key-terms" title={t('report.keyTermsTitle')} testId="report-key-terms">
            <GroupReportKeyTerms report={report} />
          </Section>
        )}
      </Accordion>
      <DataPromise folded />
    </Stack>
  );
}
