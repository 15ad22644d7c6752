import { listedName } from '@club-pulse/contracts/names';
import { waitsPastEscalation } from '@club-pulse/contracts/case-rules';
import type { CaseSummary } from '@club-pulse/contracts/cases';
import { CASE_ESCALATION_HOURS } from '@club-pulse/contracts/constants';
import { NEED_LEVEL_COLOR } from '@club-pulse/contracts/levels';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';

/** Hours or days since the result, as the queue shows it (rounded down). */
export function sinceResult(resultAt: string, now = Date.now()) {
  const hours = Math.max(0, Math.floor((now - Date.parse(resultAt)) / 3_600_000));
  return hours < 48 ? { unit: 'hours' as const, count: hours } : { unit: 'days' as const, count: Math.floor(hours / 24) };
}

function CaseCard({ c, showPlace }: { c: CaseSummary; showPlace: boolean }) {
  const { t, i18n } = useTranslation('cases');
  const since = sinceResult(c.resultAt);
  return (
    <Card withBorder padding="sm" data-testid="case-row" data-case-id={c.id} data-status={c.status} component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Anchor component={Link} to={`/cases/${c.id}`} fw={600} data-testid="case-open">
              {listedName(c)}
            </Anchor>
            <Badge color={NEED_LEVEL_COLOR[c.needLevel]} variant="filled">
              {t(`needLevels.${c.needLevel}`)}
            </Badge>
            {c.status === 'closed' && <Badge variant="outline">{t('status.closed')}</Badge>}
            {waitsPastEscalation(c) && (
              <Badge color="red" variant="outline" data-testid="case-overdue">
                {t('overdue', { hours: CASE_ESCALATION_HOURS })}
              </Badge>
            )}
            {c.referred && <Badge variant="light">{t('referredBadge')}</Badge>}
          </Group>
          <Text size="sm" data-testid="case-since">
            {t(`since.${since.unit}`, { count: since.count })}
          </Text>
        </Group>
        {showPlace && (
          <Text size="sm" c="gray.7">
            {c.team} · {c.study} · {c.club}
          </Text>
        )}
        <Text size="sm">
          {c.owner ? t('ownedBy', { name: c.owner.name }) : <strong>{t('noOwner')}</strong>}
          {c.nextStepOn ? ` · ${t('nextStepOn', { date: formatDate(c.nextStepOn, i18n.language) })}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}

/** Cases as a list of cards: the coach's queue (with team, study and club) or a study's cases. */
export function CaseList({ cases, showPlace = false }: { cases: CaseSummary[]; showPlace?: boolean }) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {cases.map((c) => (
        <CaseCard key={c.id} c={c} showPlace={showPlace} />
      ))}
    </Stack>
  );
}
