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

/**
 * The queue's cases grouped by player (the same name, as listed, in the same club): each player once, at the place
 * of their first case in the queue's order, with their other open cases (of earlier or later studies) inside the card.
 */
export function byPlayer(cases: CaseSummary[]): Array<{ first: CaseSummary; others: CaseSummary[] }> {
  const groups = new Map<string, { first: CaseSummary; others: CaseSummary[] }>();
  for (const c of cases) {
    const key = `${c.club}\u0000${listedName(c)}`;
    const group = groups.get(key);
    if (group) group.others.push(c);
    else groups.set(key, { first: c, others: [] });
  }
  return [...groups.values()];
}

/** The player's other open cases, each with its study, level and age, a link to it, and what to do about them. */
function OtherCases({ others }: { others: CaseSummary[] }) {
  const { t } = useTranslation('cases');
  return (
    <Stack gap={2} data-testid="case-others">
      <Text size="sm" fw={600}>
        {t('others.title', { count: others.length })}
      </Text>
      {others.map((o) => {
        const since = sinceResult(o.resultAt);
        return (
          <Group key={o.id} gap={6} wrap="wrap" data-testid="case-other">
            <Badge color={NEED_LEVEL_COLOR[o.needLevel]} variant="filled" size="sm">
              {t(`needLevels.${o.needLevel}`)}
            </Badge>
            <Anchor component={Link} to={`/cases/${o.id}`} size="sm">
              {o.study}
            </Anchor>
            <Text size="sm" c="gray.7">
              {t(`since.${since.unit}`, { count: since.count })}
            </Text>
          </Group>
        );
      })}
      <Text size="xs" c="gray.7">
        {t('others.hint')}
      </Text>
    </Stack>
  );
}

function CaseCard({ c, showPlace, others = [] }: { c: CaseSummary; showPlace: boolean; others?: CaseSummary[] }) {
  const { t, i18n } = useTranslation('cases');
  const since = sinceResult(c.resultAt);
  // How long nothing was done: "for 191 days" says more than "for more than 48 hours" on a case of last season.
  const overdueText = (o: CaseSummary) => {
    const quiet = sinceResult(o.lastActionAt ?? o.resultAt);
    return quiet.unit === 'days' && quiet.count >= 3 ? t('overdueDays', { count: quiet.count }) : t('overdue', { hours: CASE_ESCALATION_HOURS });
  };
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
                {overdueText(c)}
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
        {others.length > 0 && <OtherCases others={others} />}
      </Stack>
    </Card>
  );
}

/**
 * Cases as a list of cards: the coach's queue (with team, study and club; a player with open cases of several studies
 * once, their other cases inside the card) or a study's cases (one per player already).
 */
export function CaseList({ cases, showPlace = false }: { cases: CaseSummary[]; showPlace?: boolean }) {
  const groups = showPlace ? byPlayer(cases) : cases.map((c) => ({ first: c, others: [] }));
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {groups.map(({ first, others }) => (
        <CaseCard key={first.id} c={first} showPlace={showPlace} others={others} />
      ))}
    </Stack>
  );
}
