import {
  problemOfErrorItem,
  ROSTER_IMPORT_MAX_CSV_LENGTH,
  ROSTER_IMPORT_MAX_ROWS,
  ROSTER_TEMPLATE_CSV,
  type RosterImportLine,
  type RosterProblem,
} from '@club-pulse/contracts/roster-import';
import { Alert, Anchor, Badge, Button, FileButton, Group, List, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';
import { useImportRoster } from '../api/import-roster.ts';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(ROSTER_TEMPLATE_CSV)}`;

interface Report {
  fileName: string;
  csv: string;
  lines: RosterImportLine[];
  problems: RosterProblem[];
}

/** The problems a refused import (422 RosterInvalid) names, one per error item. */
const problemsOf = (err: unknown): RosterProblem[] => (err instanceof ApiError ? err.errors.flatMap((e) => problemOfErrorItem(e) ?? []) : []);

/**
 * Players of a study group from a CSV file: the file is read in the browser and checked by the server
 * without storing anything (a dry run); each line shows what would happen or what is wrong with it. Importing
 * is possible only when no line is wrong; the server checks everything again and stores all or nothing.
 */
export function RosterImportModal({ groupId, opened, onClose }: { groupId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('roster');
  const [report, setReport] = useState<Report | null>(null);
  const check = useImportRoster(groupId);
  const save = useImportRoster(groupId);

  const close = () => {
    setReport(null);
    onClose();
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    setReport(null);
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      notify.error('roster:readError');
      return;
    }
    if (csv.length > ROSTER_IMPORT_MAX_CSV_LENGTH) {
      notify.error('roster:tooLarge');
      return;
    }
    try {
      const res = await check.mutateAsync({ csv, dryRun: true });
      setReport({ fileName: file.name, csv, lines: res.lines, problems: res.problems });
    } catch (err) {
      notify.apiError('roster:checkError', err);
    }
  };

  const runImport = async () => {
    if (!report) return;
    try {
      const res = await save.mutateAsync({ csv: report.csv, dryRun: false });
      notify.success('roster:imported', res.counts);
      close();
    } catch (err) {
      const problems = problemsOf(err);
      if (problems.length > 0) setReport({ ...report, problems });
      notify.apiError('roster:importError', err);
    }
  };

  const problemText = (p: RosterProblem) =>
    p.field
      ? `${t(`fields.${p.field}`)}: ${t(`codes.${p.code}`, { max: ROSTER_IMPORT_MAX_ROWS })}`
      : t(`codes.${p.code}`, { max: ROSTER_IMPORT_MAX_ROWS });
  const problemsOfLine = (line: number) => report?.problems.filter((p) => p.line === line) ?? [];
  const fileProblems = report?.problems.filter((p) => !report.lines.some((l) => l.line === p.line)) ?? [];
  const ready = report !== null && report.problems.length === 0 && report.lines.length > 0;
  const players = report?.lines.length ?? 0;

  return (
    <Modal opened={opened} onClose={close} title={t('title')} size="xl" fullScreen={false}>
      <Stack gap="sm" data-testid="roster-import-dialog">
        <Text size="sm">{t('intro', { max: ROSTER_IMPORT_MAX_ROWS })}</Text>
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={choose} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button variant="default" {...props} loading={check.isPending} data-testid="roster-file">
                {t('choose')}
              </Button>
            )}
          </FileButton>
          <Anchor href={TEMPLATE_HREF} download={t('templateFile')} size="sm" data-testid="roster-template">
            {t('template')}
          </Anchor>
        </Group>
        {check.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('checking')}</Text>
          </Group>
        )}
        {!report && !check.isPending && (
          <Text size="sm" c="dimmed">
            {t('noFile')}
          </Text>
        )}
        {report && (
          <>
            <Text size="sm" fw={500}>
              {t('file', { name: report.fileName })}
            </Text>
            <Alert color={report.problems.length > 0 ? 'red' : 'green'} data-testid="roster-summary" role="status">
              {report.problems.length > 0 ? t('problems', { count: report.problems.length }) : t('noProblems', { count: players })}
            </Alert>
            {fileProblems.length > 0 && (
              <List size="sm" c="red" data-testid="roster-file-problems">
                {fileProblems.map((p) => (
                  <List.Item key={`${p.line}-${p.field}-${p.code}`}>{`${t('line', { line: p.line })}: ${problemText(p)}`}</List.Item>
                ))}
              </List>
            )}
            {report.lines.length > 0 && (
              <ResponsiveTable label={t('title')} minWidth={560} maxHeight={360}>
                <Table striped stickyHeader data-testid="roster-preview">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('columns.line')}</Table.Th>
                      <Table.Th>{t('columns.result')}</Table.Th>
                      <Table.Th>{t('columns.player')}</Table.Th>
                      <Table.Th>{t('columns.email')}</Table.Th>
                      <Table.Th>{t('columns.birthDate')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {report.lines.map((l) => {
                      const problems = problemsOfLine(l.line);
                      return (
                        <Table.Tr key={l.line} data-testid="roster-line" data-line={l.line} data-wrong={problems.length > 0}>
                          <Table.Td>{l.line}</Table.Td>
                          <Table.Td>
                            {problems.length > 0 ? (
                              <List size="sm" c="red" data-testid="roster-line-problems">
                                {problems.map((p) => (
                                  <List.Item key={`${p.field}-${p.code}`}>{problemText(p)}</List.Item>
                                ))}
                              </List>
                            ) : l.outcome ? (
                              <Badge variant="light" color={l.outcome === 'invite' ? 'blue' : l.outcome === 'add' ? 'teal' : 'gray'}>
                                {t(`outcome.${l.outcome}`)}
                              </Badge>
                            ) : null}
                          </Table.Td>
                          <Table.Td>{`${l.name} ${l.surname}`.trim()}</Table.Td>
                          <Table.Td style={{ wordBreak: 'break-all' }}>{l.email}</Table.Td>
                          <Table.Td>{l.birthDate}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </ResponsiveTable>
            )}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={runImport} disabled={!ready} loading={save.isPending} data-testid="roster-import-run">
            {t('import', { count: players })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The squad screen's button that opens the import dialog. */
export function RosterImportButton({ groupId }: { groupId: number }) {
  const { t } = useTranslation('roster');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} data-testid="roster-import-open">
        {t('open')}
      </Button>
      <RosterImportModal groupId={groupId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
