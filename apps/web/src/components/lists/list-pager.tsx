import { PAGE_SIZES } from '@club-pulse/contracts/admin-lists';
import { Button, Group, NumberInput, Pagination, Select, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intl.ts';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  testId: string;
}

/**
 * Under a server-paged list: which rows these are ("1–25 of 1,234"), the page size, the pages, and, when the
 * pages do not all fit in the pager (the pager then shows "1 … 41 42 43 … 4,000"), a field to go to a page.
 */
export function ListPager({ page, pageSize, total, onPage, onPageSize, testId }: Props) {
  const { t, i18n } = useTranslation('admin');
  const narrow = useMediaQuery('(max-width: 48em)');
  const number = numberFormat(i18n.language);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total + 1);
  const to = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" align="center" gap="sm" mt="sm" wrap="wrap">
      <Group gap="sm" align="center" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid={`${testId}-range`} aria-live="polite">
          {from > total
            ? t('table.rangeBeyond', { total: number.format(total) })
            : t('table.range', { from: number.format(from), to: number.format(to), total: number.format(total) })}
        </Text>
        <Select
          aria-label={t('table.pageSize')}
          data={PAGE_SIZES.map((n) => ({ value: String(n), label: t('table.perPage', { size: n }) }))}
          value={String(pageSize)}
          onChange={(v) => v && onPageSize(Number(v))}
          allowDeselect={false}
          size="xs"
          w={160}
          data-testid={`${testId}-page-size`}
        />
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size="sm"
        siblings={narrow ? 0 : 1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
        getItemProps={(n) => ({ 'aria-label': t('table.pageNumber', { page: number.format(n) }) })}
        data-testid={`${testId}-pages`}
      />
      {pages > (narrow ? NARROW_PAGER_ITEMS : PAGER_ITEMS) && <GoToPage pages={pages} page={page} onPage={onPage} testId={testId} />}
    </Group>
  );
}

/** How many pages the pager shows before it leaves some out: boundaries 1 and siblings 1 (0 on a phone). */
const PAGER_ITEMS = 7;
const NARROW_PAGER_ITEMS = 5;

/** "Go to page [ 1000 ] Go", one step to a page of a long list (a page past the last is not typed). */
function GoToPage({ pages, page, onPage, testId }: { pages: number; page: number; onPage: (page: number) => void; testId: string }) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const [value, setValue] = useState<string | number>('');
  const number = numberFormat(i18n.language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (Number.isInteger(target) && target >= 1 && target <= pages && target !== page) onPage(target);
    setValue('');
  };
  return (
    <form onSubmit={submit} data-testid={`${testId}-go`}>
      <Group gap={6} wrap="nowrap" align="center">
        <Text component="label" htmlFor={id} size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('table.goToPage')}
          <VisuallyHidden> ({t('table.goToPageRange', { first: number.format(1), pages: number.format(pages) })})</VisuallyHidden>
        </Text>
        <NumberInput
          id={id}
          value={value}
          onChange={setValue}
          min={1}
          max={pages}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          size="xs"
          w={80}
          placeholder={number.format(page)}
          data-testid={`${testId}-go-page`}
        />
        <Button type="submit" size="xs" variant="default" data-testid={`${testId}-go-submit`}>
          {t('table.go')}
        </Button>
      </Group>
    </form>
  );
}
