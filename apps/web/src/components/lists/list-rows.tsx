import { Card, Group, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../responsive-table.tsx';
import tableActions from './table-actions.module.css';
import { type CardPlace, TwoLineCard } from './two-line-card.tsx';

/** What the rows of a list draw of a column; `sortKey`: its header sorts the list by that key. */
export interface RowColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** The card title on narrow screens (one column). */
  primary?: boolean;
  nowrap?: boolean;
  /**
   * The column's place in a phone's two-line card (TwoLineCard). When no column of a list has one, its cards are the
   * generic ones (RowCard), a line per column.
   */
  card?: CardPlace<T>;
}

/**
 * The rows of every admin list, filtered in the browser (DataTable) or paged by the server (PagedList): cards on a
 * phone, else a table whose sortable headers are buttons (`sortKeyOf` a column; `sort` the current order, `onSort`
 * asks for another) and whose actions column stays in view when the table scrolls sideways.
 */
export function ListRows<T, C extends RowColumn<T> = RowColumn<T>>({
  rows,
  columns,
  primary,
  narrow,
  sort,
  sortKeyOf,
  onSort,
  rowKey,
  rowName,
  actions,
  rowTestId,
  testId,
  label,
  minWidth,
  busy,
}: {
  rows: readonly T[];
  columns: ReadonlyArray<C>;
  primary: C | undefined;
  narrow: boolean;
  sort: { key: string; desc: boolean } | null;
  sortKeyOf: (column: C) => string | undefined;
  onSort: (key: string) => void;
  rowKey: (row: T) => string | number;
  rowName?: (row: T) => string;
  actions?: (row: T) => ReactNode;
  rowTestId?: string;
  testId: string;
  label: string;
  minWidth: number;
  busy?: boolean;
}) {
  const { t } = useTranslation('admin');
  if (narrow) {
    return (
      <RowCards
        rows={rows}
        columns={columns}
        primary={primary}
        rowKey={rowKey}
        rowName={rowName}
        actions={actions}
        rowTestId={rowTestId}
        testId={testId}
      />
    );
  }
  const ariaSort = (key: string) => (sort?.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none');
  const arrow = (key: string) => (sort?.key === key ? (sort.desc ? ' ↓' : ' ↑') : '');
  return (
    <ResponsiveTable label={label} minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid={testId} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => {
              const key = sortKeyOf(c);
              return (
                <Table.Th key={c.key} aria-sort={key ? ariaSort(key) : undefined}>
                  {key ? (
                    <UnstyledButton onClick={() => onSort(key)} fw={700} fz="sm" data-testid={`${testId}-sort-${key}`}>
                      {c.label}
                      {arrow(key)}
                    </UnstyledButton>
                  ) : (
                    c.label
                  )}
                </Table.Th>
              );
            })}
            {actions && (
              <Table.Th className={tableActions.actions}>
                <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((c) => (
                <Table.Td key={c.key} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.render(row)}
                </Table.Td>
              ))}
              {actions && (
                <Table.Td className={tableActions.actions} style={{ whiteSpace: 'nowrap' }}>
                  {actions(row)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/**
 * The rows of a list on a phone, for the lists filtered in the browser and those paged by the server: two-line cards
 * (TwoLineCard) when a column has a place in them, else the generic card (RowCard), a line per column.
 */
export function RowCards<T>({
  rows,
  columns,
  primary,
  rowKey,
  rowName,
  actions,
  rowTestId,
  testId,
}: {
  rows: readonly T[];
  columns: ReadonlyArray<Pick<RowColumn<T>, 'key' | 'label' | 'render' | 'card'>>;
  primary: Pick<RowColumn<T>, 'key' | 'label' | 'render'> | undefined;
  rowKey: (row: T) => string | number;
  rowName?: (row: T) => string;
  actions?: (row: T) => ReactNode;
  rowTestId?: string;
  testId: string;
}) {
  const twoLines = columns.some((c) => c.card);
  return (
    <Stack gap={twoLines ? 6 : 'sm'} data-testid={testId}>
      {rows.map((row) =>
        twoLines ? (
          <TwoLineCard
            key={rowKey(row)}
            row={row}
            title={primary?.render(row)}
            name={rowName?.(row)}
            columns={columns}
            actions={actions?.(row)}
            testId={rowTestId}
          />
        ) : (
          <RowCard key={rowKey(row)} row={row} columns={columns} primary={primary} actions={actions} testId={rowTestId} />
        ),
      )}
    </Stack>
  );
}

/**
 * One row as a card on a narrow screen: the primary column as its title beside the row's actions, then every other
 * column as "label: value". Shared by the lists filtered in the browser and those paged by the server.
 */
export function RowCard<T>({
  row,
  columns,
  primary,
  actions,
  testId,
}: {
  row: T;
  columns: ReadonlyArray<Pick<RowColumn<T>, 'key' | 'label' | 'render'>>;
  primary: Pick<RowColumn<T>, 'key' | 'label' | 'render'> | undefined;
  actions?: (row: T) => ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder padding="sm" component="article" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {primary?.render(row)}
        </Text>
        {actions?.(row)}
      </Group>
      <Stack gap={2} mt={6}>
        {columns
          .filter((c) => c !== primary)
          .map((c) => (
            <Group key={c.key} gap={6} wrap="wrap" align="center">
              <Text size="xs" c="dimmed">
                {c.label}:
              </Text>
              <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                {c.render(row)}
              </Text>
            </Group>
          ))}
      </Stack>
    </Card>
  );
}
