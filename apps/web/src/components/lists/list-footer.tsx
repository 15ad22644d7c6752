import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentLoader } from '../content-loader.tsx';
import { ListPager } from './list-pager.tsx';

interface Props {
  /** The page's query result. */
  result: { isPending: boolean; isError: boolean; data?: { total: number } };
  /** How many rows this page shows. */
  shown: number;
  /** A search or a filter is set (then an empty list says "no match", not the list's own empty text). */
  filtered: boolean;
  /** What an empty list says when nothing filters it. */
  emptyText: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  testId: string;
}

/** Under a server-paged list: loading, the load error, the empty list (and why), and the pager. */
export function ListFooter({ result, shown, filtered, emptyText, page, pageSize, onPage, onPageSize, testId }: Props) {
  const { t } = useTranslation('admin');
  return (
    <>
      {result.isPending && <ContentLoader />}
      {result.isError && !result.data && (
        <Text c="red" ta="center" p="md" data-testid={`${testId}-error`}>
          {t('table.loadError')}
        </Text>
      )}
      {result.data && shown === 0 && (
        <Text c="dimmed" ta="center" p="md" data-testid={`${testId}-empty`}>
          {result.data.total > 0 ? t('table.pageEmpty') : filtered ? t('table.noMatch') : emptyText}
        </Text>
      )}
      {result.data && result.data.total > 0 && (
        <ListPager page={page} pageSize={pageSize} total={result.data.total} onPage={onPage} onPageSize={onPageSize} testId={testId} />
      )}
    </>
  );
}
