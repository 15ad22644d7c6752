import { NEED_LEVEL_COLOR } from '@club-pulse/contracts/levels';
import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { oneDecimal } from '../../../lib/intl.ts';
import { LevelSwatch } from '../../reports/components/level-swatch.tsx';
import { useMyHistory } from '../api/get-my-history.ts';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';

/**
 * One's own results over time, on the report page: each finished questionnaire with its overall result, the one
 * on screen marked. Shown only once there are two or more to compare.
 */
export function MyHistory({ currentId }: { currentId: number }) {
  const { t, i18n } = useTranslation('trends');
  const { t: tp } = useTranslation('player');
  const history = useMyHistory();
  // One decimal in the reader's decimal mark, as the report above it writes the result.
  if (!history.data || history.data.length < 2) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="my-history-title" data-testid="my-history">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-history-title">
          {t('history.title')}
        </Title>
        <Text size="sm">{t('history.intro')}</Text>
        <ResponsiveTable label={t('history.title')} minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.study')}</Table.Th>
                <Table.Th>{t('history.date')}</Table.Th>
                <Table.Th>{t('history.result')}</Table.Th>
                <Table.Th>{t('history.coefficient')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((h) => (
                <Table.Tr key={h.evaluationId} data-testid="my-history-row" aria-current={h.evaluationId === currentId ? 'true' : undefined}>
                  <Table.Th scope="row">
                    {h.study}{' '}
                    {h.evaluationId === currentId && (
                      <Badge variant="light" size="sm">
                        {t('history.current')}
                      </Badge>
                    )}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(h.finishedAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    {h.needLevel ? <LevelSwatch color={NEED_LEVEL_COLOR[h.needLevel]} label={tp(`needLevels.${h.needLevel}`)} /> : '—'}
                  </Table.Td>
                  <Table.Td>{h.coefficient === null ? '—' : oneDecimal(h.coefficient, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      </Stack>
    </Card>
  );
}
