import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@club-pulse/contracts/admin-lists';
import { Card, Group, Select, Stack, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLoader } from '../content-loader.tsx';
import { ResponsiveTable } from '../responsive-table.tsx';
import { ListControls } from './list-controls.tsx';
import { ListPager } from './list-pager.tsx';
import { type CardPlace, TwoLineCard } from './two-line-card.tsx';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable. */
  sortValue?: (row: T) => string | number | boolean | null;
  /** The card title on narrow screens (one column). */
  primary?: boolean;
  nowrap?: boolean;
  /**
   * The column's place in a phone's two-line card (TwoLineCard). When no column of a list has one, its cards are the
   * generic ones (RowCard), a line per column.
   */
  card?: CardPlace<T>;
}

export interface Filter<T> {
  key: string;
  label: string;
  options: { value: string; label: string }[];
  value: (row: T) => string | string[];
}

interface Props<T> {
  rows: T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** A row's name, the accessible name of its card on a phone. */
  rowName?: (row: T) => string;
  /** Free-text search over what `text` returns for a row. */
  searchText?: (row: T) => string;
  filters?: Filter<T>[];
  actions?: (row: T) => ReactNode;
  loading?: boolean;
  emptyText: string;
  testId: string;
  /** The table's accessible name (the page's title), for its scrolling region. */
  label: string;
  rowTestId?: string;
  initialSort?: { key: string; desc?: boolean };
  minWidth?: number;
}

type Sort = { key: string; desc: boolean } | null;

const compare = (a: unknown, b: unknown) => {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
  return a < b ? -1 : a > b ? 1 : 0;
};
const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The admin lists filtered in the browser (a club's, a group's, a study's members): search, filters and sorting on
 * the main columns, loading and empty states; a table from 48em on and cards below (usable on a 360-px phone), with
 * each row's actions always in reach. Like the lists paged by the server, its filters fold behind a button on a phone
 * (ListControls) and a long list comes in pages (ListPager): a club of three hundred members was one page of three
 * hundred cards.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  rowName,
  searchText,
  filters = [],
  actions,
  loading,
  emptyText,
  testId,
  label,
  rowTestId,
  initialSort,
  minWidth = 720,
}: Props<T>) {
  const { t } = useTranslation('admin');
  const narrow = useMediaQuery('(max-width: 48em)');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Record<string, string | null>>({});
  const [sort, setSort] = useState<Sort>(initialSort ? { key: initialSort.key, desc: !!initialSort.desc } : null);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  // A new search, filter or order starts again at the first page (as the server-paged lists do).
  const firstPage = () => setPaging((p) => ({ ...p, page: 1 }));

  const visible = useMemo(() => {
    const needle = normalize(search.trim());
    const out = (rows ?? []).filter((row) => {
      if (needle && searchText && !normalize(searchText(row)).includes(needle)) return false;
      return filters.every((f) => {
        const want = chosen[f.key];
        if (!want) return true;
        const v = f.value(row);
        return Array.isArray(v) ? v.includes(want) : v === want;
      });
    });
    const column = sort && columns.find((c) => c.key === sort.key);
    if (column?.sortValue) {
      const value = column.sortValue;
      out.sort((a, b) => compare(value(a), value(b)) * (sort?.desc ? -1 : 1));
    }
    return out;
  }, [rows, search, searchText, filters, chosen, sort, columns]);

  const sortable = columns.filter((c) => c.sortValue);
  const toggleSort = (key: string) => {
    setSort((s) => (s?.key === key ? { key, desc: !s.desc } : { key, desc: false }));
    firstPage();
  };
  const ariaSort = (key: string) => (sort?.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none');
  const arrow = (key: string) => (sort?.key === key ? (sort.desc ? ' ↓' : ' ↑') : '');

  const searchBox = searchText ? (
    <TextInput
      label={t('table.search')}
      placeholder={t('table.searchPlaceholder')}
      value={search}
      onChange={(e) => {
        setSearch(e.currentTarget.value);
        firstPage();
      }}
      data-testid={`${testId}-search`}
      w={{ base: '100%', xs: 260 }}
    />
  ) : undefined;
  const folded = (
    <>
      {filters.map((f) => (
        <Select
          key={f.key}
          label={f.label}
          placeholder={t('table.all')}
          data={f.options}
          value={chosen[f.key] ?? null}
          onChange={(v) => {
            setChosen((c) => ({ ...c, [f.key]: v }));
            firstPage();
          }}
          clearable
          data-testid={`${testId}-filter-${f.key}`}
          w={{ base: '100%', xs: 200 }}
        />
      ))}
      {narrow && sortable.length > 0 && (
        <Select
          label={t('table.sortBy')}
          placeholder={t('table.noSort')}
          data={sortable.flatMap((c) => [
            { value: `${c.key}:asc`, label: `${c.label} ↑` },
            { value: `${c.key}:desc`, label: `${c.label} ↓` },
          ])}
          value={sort ? `${sort.key}:${sort.desc ? 'desc' : 'asc'}` : null}
          onChange={(v) => {
            setSort(v ? { key: v.slice(0, v.lastIndexOf(':')), desc: v.endsWith(':desc') } : null);
            firstPage();
          }}
          clearable
          data-testid={`${testId}-sort`}
          w={{ base: '100%', xs: 220 }}
        />
      )}
    </>
  );
  const foldable = filters.length > 0 || (narrow && sortable.length > 0);
  const controls = foldable ? (
    <ListControls
      narrow={Boolean(narrow)}
      lead={searchBox}
      active={filters.filter((f) => chosen[f.key]).length}
      withSort={sortable.length > 0}
      testId={testId}
    >
      {folded}
    </ListControls>
  ) : (
    searchBox && (
      <Group gap="sm" mb="sm">
        {searchBox}
      </Group>
    )
  );

  // A page past the last (rows removed, or a filter narrowed the list) shows the last one.
  const pages = Math.max(1, Math.ceil(visible.length / paging.pageSize));
  const page = Math.min(paging.page, pages);
  const shown = visible.slice((page - 1) * paging.pageSize, page * paging.pageSize);

  const primary = columns.find((c) => c.primary) ?? columns[0];
  const body = narrow ? (
    <RowCards
      rows={shown}
      columns={columns}
      primary={primary}
      rowKey={rowKey}
      rowName={rowName}
      actions={actions}
      rowTestId={rowTestId}
      testId={testId}
    />
  ) : (
    <ResponsiveTable label={label} minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} aria-sort={c.sortValue ? ariaSort(c.key) : undefined}>
                {c.sortValue ? (
                  <UnstyledButton onClick={() => toggleSort(c.key)} fw={700} fz="sm" data-testid={`${testId}-sort-${c.key}`}>
                    {c.label}
                    {arrow(c.key)}
                  </UnstyledButton>
                ) : (
                  c.label
                )}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th>
                <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((c) => (
                <Table.Td key={c.key} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.render(row)}
                </Table.Td>
              ))}
              {actions && <Table.Td style={{ whiteSpace: 'nowrap' }}>{actions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );

  return (
    <>
      {controls}
      {body}
      {/* No pager under a list that fits on the smallest page. */}
      {visible.length > PAGE_SIZES[0] && (
        <ListPager
          page={page}
          pageSize={paging.pageSize}
          total={visible.length}
          onPage={(n) => setPaging((p) => ({ ...p, page: n }))}
          onPageSize={(n) => setPaging({ page: 1, pageSize: n })}
          testId={testId}
        />
      )}
      {loading && !rows && <ContentLoader />}
      {!loading && visible.length === 0 && (
        <Text c="dimmed" ta="center" p="md" data-testid={`${testId}-empty`}>
          {rows?.length ? t('table.noMatch') : emptyText}
        </Text>
      )}
    </>
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
  columns: ReadonlyArray<Pick<Column<T>, 'key' | 'label' | 'render' | 'card'>>;
  primary: Pick<Column<T>, 'key' | 'label' | 'render'> | undefined;
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
  columns: ReadonlyArray<Pick<Column<T>, 'key' | 'label' | 'render'>>;
  primary: Pick<Column<T>, 'key' | 'label' | 'render'> | undefined;
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
