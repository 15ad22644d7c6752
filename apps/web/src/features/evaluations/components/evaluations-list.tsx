import type { MyEvaluation } from '@club-pulse/contracts/evaluations';
import { Button, Card, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnswerRetentionNote } from '../../../components/answer-retention-note.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { EvaluationStateBadge } from './evaluation-state-badge.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';

type Kind = 'pending' | 'finished';

function Action({ item, kind }: { item: MyEvaluation; kind: Kind }) {
  const { t, i18n } = useTranslation('player');
  if (kind === 'pending') {
    if (!item.canAnswer) {
      return (
        <Text size="sm" c="gray.7">
          {t('list.opensOn', { date: formatDate(item.startDate, i18n.language) })}
        </Text>
      );
    }
    return (
      <Button component={Link} to={`/evaluations/${item.id}/continue`} size="xs" data-testid={`continue-${item.id}`}>
        {item.answered > 0 ? t('list.continue', { answered: item.answered, total: item.total }) : t('list.start')}
      </Button>
    );
  }
  // A finished evaluation says when the study's answers will be, or were, deleted (the retention policy).
  return (
    <Stack gap={4} align="flex-start">
      {item.hasReport && (
        <Button component={Link} to={`/evaluations/${item.id}/report`} size="xs" variant="light" data-testid={`report-${item.id}`}>
          {t('list.showReport')}
        </Button>
      )}
      <AnswerRetentionNote retention={item.answerRetention} testId={`answer-retention-${item.id}`} />
    </Stack>
  );
}

/** Pending or finished evaluations: a table on wide screens, cards on a phone; loading and empty states. */
export function EvaluationsList({ items, kind, loading }: { items: MyEvaluation[] | undefined; kind: Kind; loading: boolean }) {
  const { t, i18n } = useTranslation('player');
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const lang = i18n.language;

  if (loading && !items) {
    return (
      <Stack data-testid="evaluations-loading" aria-busy="true" aria-label={t('list.loading')}>
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  }
  if (!items || items.length === 0) {
    return (
      <Card withBorder data-testid="evaluations-empty">
        <Text>{t(`list.empty.${kind}`)}</Text>
      </Card>
    );
  }

  if (!wide) {
    return (
      <Stack data-testid="evaluations-list">
        {items.map((item) => (
          <Card key={item.id} withBorder data-testid={`evaluation-${item.id}`} component="article" aria-label={item.study}>
            <Stack gap={6}>
              <Text fw={600}>{item.study}</Text>
              <Group>
                <EvaluationStateBadge state={item.state} />
              </Group>
              <Text size="sm">
                {item.club} · {item.team} · {t(`roles.${item.role}`)}
              </Text>
              <Text size="sm" c="gray.7">
                {t('list.columns.startDate')}: {formatDate(item.startDate, lang)} · {t('list.columns.dueDate')}: {formatDate(item.dueDate, lang)}
              </Text>
              <Group>
                <Action item={item} kind={kind} />
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <ResponsiveTable label={t(`${kind}.title`)} minWidth={760}>
      <Table striped highlightOnHover data-testid="evaluations-list" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.study')}</Table.Th>
            <Table.Th>{t('list.columns.club')}</Table.Th>
            <Table.Th>{t('list.columns.team')}</Table.Th>
            <Table.Th>{t('list.columns.role')}</Table.Th>
            <Table.Th>{t('list.columns.state')}</Table.Th>
            <Table.Th>{t('list.columns.startDate')}</Table.Th>
            <Table.Th>{t('list.columns.dueDate')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid={`evaluation-${item.id}`}>
              <Table.Td>{item.study}</Table.Td>
              <Table.Td>{item.club}</Table.Td>
              <Table.Td>{item.team}</Table.Td>
              <Table.Td>{t(`roles.${item.role}`)}</Table.Td>
              <Table.Td>
                <EvaluationStateBadge state={item.state} />
              </Table.Td>
              <Table.Td>{formatDate(item.startDate, lang)}</Table.Td>
              <Table.Td>{formatDate(item.dueDate, lang)}</Table.Td>
              <Table.Td>
                <Action item={item} kind={kind} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
