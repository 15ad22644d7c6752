import type { GroupReport } from '@club-pulse/contracts/reports';
import { Alert, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const pct = (ratio: number) => `${Math.round(ratio * 100)} %`;
const num = (n: number | null) => (n == null ? '—' : n.toFixed(1));

/**
 * The key-term summary (KPIs): only for a quiz with the KPIs flag; until more than 5 players have finished
 * it says that there are not enough player answers.
 */
export function GroupReportKeyTerms({ report }: { report: GroupReport }) {
  const { t } = useTranslation('coach');
  if (!report.study.hasKeyTermSummary) return null;
  return (
    <section aria-labelledby="key-terms-title" data-testid="report-key-terms">
      <Title order={2} size="h4" id="key-terms-title" mb="xs">
        {t('report.keyTermsTitle')}
      </Title>
      {report.keyTermSummary == null ? (
        <Alert color="blue" data-testid="kpi-not-enough">
          {t('report.notEnoughAnswers')}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {t('report.keyTermsHelp')}
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder data-testid="key-term-summary">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.keyTerm')}</Table.Th>
                  <Table.Th>{t('report.players')}</Table.Th>
                  <Table.Th>{t('report.coaches')}</Table.Th>
                  <Table.Th>{t('report.avg')}</Table.Th>
                  <Table.Th>{t('report.min')}</Table.Th>
                  <Table.Th>{t('report.max')}</Table.Th>
                  <Table.Th>{t('report.ratioAnswered')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.keyTermSummary.map((k) => (
                  <Table.Tr key={k.keyTerm}>
                    <Table.Th scope="row">{k.name}</Table.Th>
                    <Table.Td>{k.players}</Table.Td>
                    <Table.Td>{k.coaches}</Table.Td>
                    <Table.Td>{num(k.avg)}</Table.Td>
                    <Table.Td>{num(k.min)}</Table.Td>
                    <Table.Td>{num(k.max)}</Table.Td>
                    <Table.Td>{pct(k.ratioAnswered)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </section>
  );
}
