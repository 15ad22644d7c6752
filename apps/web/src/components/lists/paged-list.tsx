import type { SortDirection } from '@club-pulse/contracts/admin-lists';
import { Loader, Select, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedSearch } from './use-list-params.ts';
import { ListRows, type RowColumn } from './list-rows.tsx';
import { ListControls } from './list-controls.tsx';
import { ListFooter } from './list-footer.tsx';

export interface PagedColumn<T, S extends string> extends RowColumn<T> {
  /** The server's sort key of this column: its header sorts the list. */
  sort?: S;
}

/** A filter of the list: a select whose value lives in the address like the rest. */
export interface PagedFilter {
  key: string;
  label: string;
  options: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
}

/** What every server-paged list's query has (contracts/admin-lists.ts, listQuery). */
export interface PagedQuery<S extends string> {
  page: number;
  pageSize: number;
  q?: string | undefined;
  sort: S;
  dir: SortDirection;
}

interface Props<T, S extends string> {
  query: PagedQuery<S>;
  update: (change: Partial<PagedQuery<S>>) => void;
  result: UseQueryResult<{ items: T[]; total: number }>;
  columns: PagedColumn<T, S>[];
  filters?: PagedFilter[];
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  searchPlaceholder: string;
  /** Shown when the whole list is empty (no search, no filter). */
  emptyText: string;
  testId: string;
  /** The table's accessible name (the page's title), for its scrolling region. */
  label: string;
  rowTestId: string;
  /** A row's name: the accessible name of its card on a phone. */
  rowName?: (row: T) => string;
  minWidth?: number;
}

/**
 * An admin list searched, filtered, sorted and paged by the server (docs/design.md#admin-lists): the search box
 * (debounced), the filters, sortable column headers (a select on phones), the rows (a table from 48em on, cards
 * below: two lines a row when the columns say where they go in one), "1–25 of 1,234" with the page size and the pages; loading, empty, no-match and error states.
 */
export function PagedList<T, S extends string>({
  query,
  update,
  result,
  columns,
  filters = [],
  rowKey,
  actions,
  searchPlaceholder,
  emptyText,
  testId,
  label,
  rowTestId,
  rowName,
  minWidth = 820,
}: Props<T, S>) {
  const { t } = useTranslation('admin');
  const narrow = useMediaQuery('(max-width: 48em)');
  const [text, setText] = useDebouncedSearch(query.q, (q) => update({ q }));

  const toggleSort = (sort: S) => update({ sort, dir: query.sort === sort && query.dir === 'asc' ? 'desc' : 'asc' });
  const filtered = Boolean(query.q) || filters.some((f) => f.value !== null);
  const rows = result.data?.items ?? [];
  const primary = columns.find((c) => c.primary);

  const controls = (
    <ListControls
      narrow={Boolean(narrow)}
      active={filters.filter((f) => f.value !== null).length}
      withSort
      testId={testId}
      lead={
        <TextInput
          label={t('table.search')}
          placeholder={searchPlaceholder}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          rightSection={result.isFetching && !result.isPending ? <Loader size="xs" aria-label={t('table.loading')} /> : null}
          data-testid={`${testId}-search`}
          w={{ base: '100%', xs: 320 }}
        />
      }
    >
      {filters.map((f) => (
        <Select
          key={f.key}
          label={f.label}
          placeholder={t('table.all')}
          data={f.options}
          value={f.value}
          onChange={f.onChange}
          clearable
          data-testid={`${testId}-filter-${f.key}`}
          w={{ base: '100%', xs: 200 }}
        />
      ))}
      {narrow && (
        <Select
          label={t('table.sortBy')}
          data={columns.flatMap((c) =>
            c.sort
              ? [
                  { value: `${c.sort}:asc`, label: `${c.label} ↑` },
                  { value: `${c.sort}:desc`, label: `${c.label} ↓` },
                ]
              : [],
          )}
          value={`${query.sort}:${query.dir}`}
          onChange={(v) => v && update({ sort: v.split(':')[0] as S, dir: v.endsWith(':desc') ? 'desc' : 'asc' })}
          allowDeselect={false}
          data-testid={`${testId}-sort`}
          w={{ base: '100%', xs: 220 }}
        />
      )}
    </ListControls>
  );

  const body = (
    <ListRows
      rows={rows}
      columns={columns}
      primary={primary}
      narrow={Boolean(narrow)}
      sort={{ key: query.sort, desc: query.dir === 'desc' }}
      sortKeyOf={(c) => c.sort}
      onSort={(key) => toggleSort(key as S)}
      rowKey={rowKey}
      rowName={rowName}
      actions={actions}
      rowTestId={rowTestId}
      testId={testId}
      label={label}
      minWidth={minWidth}
      busy={result.isFetching}
    />
  );

  return (
    <>
      {controls}
      {body}
      <ListFooter
        result={result}
        shown={rows.length}
        filtered={filtered}
        emptyText={emptyText}
        page={query.page}
        pageSize={query.pageSize}
        onPage={(n) => update({ ...query, page: n })}
        onPageSize={(n) => update({ pageSize: n })}
        testId={testId}
      />
    </>
  );
}
