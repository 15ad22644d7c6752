import { Card, Group, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/**
 * Where a column goes in a phone's two-line card: `badge`, beside the title (a state); `detail`, its text in the
 * second line, joined with the other columns' by " · " (null or empty says nothing there).
 */
export type CardPlace<T> = { badge: (row: T) => ReactNode } | { detail: (row: T) => string | null | undefined };

/**
 * A row on a phone in two lines beside its actions (the admin lists, and the users list's UserCard): the title and
 * its state, then the details in one dimmed line. The generic card (RowCard) gave every column a line of its own,
 * seven or eight lines a row at 360 px. Columns without a place in the card stay in the table only.
 */
export function TwoLineCard<T>({
  row,
  title,
  name,
  columns,
  actions,
  testId,
  detailsTestId = 'card-details',
}: {
  row: T;
  title: ReactNode;
  /** The card's accessible name (the row's name). */
  name?: string;
  columns: ReadonlyArray<{ key: string; card?: CardPlace<T> }>;
  actions?: ReactNode;
  testId?: string;
  detailsTestId?: string;
}) {
  const badges = columns.flatMap((c) => (c.card && 'badge' in c.card ? [<Fragment key={c.key}>{c.card.badge(row)}</Fragment>] : []));
  const details = columns
    .flatMap((c) => (c.card && 'detail' in c.card ? [c.card.detail(row)] : []))
    .filter((text): text is string => Boolean(text))
    .join(' · ');
  return (
    <Card withBorder padding="xs" component="article" aria-label={name} data-testid={testId}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap" align="center">
            <Text fw={600} size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {badges}
          </Group>
          {details && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid={detailsTestId}>
              {details}
            </Text>
          )}
        </Stack>
        {/* The actions keep their width; the title and details wrap beside them (a long club name squeezed the
            actions menu's button to "Akti" at 360 px). */}
        {actions && <div style={{ flexShrink: 0 }}>{actions}</div>}
      </Group>
    </Card>
  );
}
