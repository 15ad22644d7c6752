import { PAGE_SIZES } from '@club-pulse/contracts/admin-lists';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  testId: string;
}

/** Under a server-paged list: which rows these are ("1–25 of 1,234"), the page size, and the pages. */
export function ListPager({ page, pageSize, total, onPage, onPageSize, testId }: Props) {
  const { t, i18n } = useTranslation('admin');
  const narrow = useMediaQuery('(max-width: 48em)');
  const number = new Intl.NumberFormat(i18n.language);
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
    </Group>
  );
}
