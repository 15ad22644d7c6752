import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@club-pulse/contracts/admin-lists';
import { Group, Select, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLoader } from '../content-loader.tsx';
import { ListControls } from './list-controls.tsx';
import { ListPager } from './list-pager.tsx';
import { ListRows, type RowColumn } from './list-rows.tsx';

export interface Column<T> extends RowColumn<T> {
  /** Makes the column sortable. */
  sortValue?: (row: T) => string | number | boolean | null;
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
  const body = (
    <ListRows
      rows={shown}
      columns={columns}
      primary={primary}
      narrow={Boolean(narrow)}
      sort={sort}
      sortKeyOf={(c) => (c.sortValue ? c.key : undefined)}
      onSort={toggleSort}
      rowKey={rowKey}
      rowName={rowName}
      actions={actions}
      rowTestId={rowTestId}
      testId={testId}
      label={label}
      minWidth={minWidth}
    />
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
