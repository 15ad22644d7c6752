import { listedName } from '@club-pulse/contracts/names';
import { NEED_LEVEL_COLOR, needsSupport } from '@club-pulse/contracts/levels';
import { levelSpreadOf, teamAttentionOf } from '@club-pulse/contracts/team-summary';
import type { GroupReport } from '@club-pulse/contracts/reports';
import { Badge, Box, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "2 players need follow-up, 1 at critical need", or that nobody is at high or critical need. */
function TeamAttention({ totals }: { totals: GroupReport['needLevelTotals'] }) {
  const { t } = useTranslation('coach');
  const { followUp, critical } = teamAttentionOf(totals);
  const followUpText = t('report.summary.attention', { count: followUp });
  const text =
    followUp === 0
      ? t('report.summary.attentionNone')
      : critical === 0
        ? followUpText
        : t('report.summary.attentionWithCritical', { followUp: followUpText, critical: t('report.summary.attentionCritical', { count: critical }) });
  return (
    <Text size="sm" fw={followUp > 0 ? 700 : undefined} data-testid="summary-team-attention" data-follow-up={followUp} data-critical={critical}>
      {text}
    </Text>
  );
}

/**
 * How many finished players are at each need level, highest need first: a bar of the four colours (for the eye; it
 * says nothing the list beside it does not) and each level's word and count.
 */
function LevelSpread({ spread }: { spread: NonNullable<ReturnType<typeof levelSpreadOf>> }) {
  const { t } = useTranslation('coach');
  return (
    <>
      <Box
        aria-hidden
        data-testid="summary-level-bar"
        style={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', background: 'var(--mantine-color-gray-2)' }}
      >
        {spread.levels
          .filter((l) => l.count > 0)
          .map((l) => (
            <Box key={l.needLevel} style={{ flexGrow: l.count, background: `var(--mantine-color-${NEED_LEVEL_COLOR[l.needLevel]}-6)` }} />
          ))}
      </Box>
      <List size="sm" spacing={2} listStyleType="none" aria-label={t('report.summary.levels')}>
        {spread.levels.map((l) => (
          <List.Item key={l.needLevel} data-testid="summary-level" data-level={l.needLevel} data-count={l.count}>
            <Group gap={6} wrap="nowrap">
              <Badge color={NEED_LEVEL_COLOR[l.needLevel]} variant={l.count > 0 ? 'filled' : 'light'} size="sm" style={{ minWidth: 'max-content' }}>
                {t(`needLevels.${l.needLevel}`)}
              </Badge>
              <Text size="sm" c={l.count > 0 ? undefined : 'dimmed'}>
                {t('report.summary.levelCount', { count: l.count })}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </>
  );
}

/**
 * What a coach reads first: how many players answered, how many need follow-up (at critical need among them) with the
 * spread of every level (from the team's counts, nothing more than the report's figures already say), and the players
 * who need follow-up (a high or critical result), named as the report names them (its list of players is already
 * only those the reader may see). No single "team level": the most common result hid critical players beside a
 * larger moderate group. The rest of the report follows, folded.
 */
export function GroupReportSummary({ report }: { report: GroupReport }) {
  const { t } = useTranslation('coach');
  const followUp = report.candidates.filter((c) => needsSupport(c.needLevel));
  const spread = levelSpreadOf(report.needLevelTotals);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="report-summary-title" data-testid="report-summary">
      <Title order={2} size="h4" id="report-summary-title" mb="sm">
        {t('report.summary.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('report.summary.answered')}
          </Text>
          <Text size="xl" fw={700} data-testid="summary-answered">
            {t('report.answeredOf', { answered: report.players.answered, invited: report.players.invited })}
          </Text>
        </Stack>
        <Stack gap={6} data-testid="summary-levels">
          <Text size="sm" fw={600}>
            {t('report.summary.levels')}
          </Text>
          {spread ? (
            <>
              <TeamAttention totals={report.needLevelTotals} />
              <LevelSpread spread={spread} />
            </>
          ) : (
            <Text c="dimmed">{t('report.noAnswersYet')}</Text>
          )}
        </Stack>
        <Stack gap={4} data-testid="summary-follow-up">
          <Text size="sm" fw={600}>
            {t('report.summary.followUp')}
          </Text>
          {/* Before anyone has finished, "0 players" would read as good news. */}
          {spread ? (
            <Text size="xl" fw={700} data-testid="summary-follow-up-count">
              {t('report.summary.followUpCount', { count: followUp.length })}
            </Text>
          ) : (
            <Text c="dimmed" data-testid="summary-follow-up-count">
              {t('report.noAnswersYet')}
            </Text>
          )}
          {followUp.length > 0 && (
            <List size="sm" spacing={2} listStyleType="none" aria-label={t('report.summary.followUp')}>
              {followUp.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id (only what a coach may see), and the order is fixed
                <List.Item key={i} data-testid="summary-follow-up-player">
                  <Group gap={6} wrap="nowrap">
                    <Badge color={NEED_LEVEL_COLOR[c.needLevel!]} variant="filled" size="sm" style={{ minWidth: 'max-content' }}>
                      {t(`needLevels.${c.needLevel}`)}
                    </Badge>
                    <Text size="sm">{listedName(c)}</Text>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
