import { QUIZ_LIMITS, QUIZ_PROBLEMS } from '@club-pulse/contracts/quiz-document';
import { Anchor, Button, Group, Input, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useImportQuiz } from '../api/import-quiz.ts';
import { type CsvProblem, quizCsvTemplate, quizFromCsv } from '../lib/quiz-csv.ts';
import { type ListedProblem, problemsOf, QuizProblems } from './quiz-problems.tsx';

const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

const readBytes = (file: File) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isCsv = (file: File) => /\.(csv|tsv|txt)$/i.test(file.name) || file.type === 'text/csv';
const isXlsx = (file: File) => /\.xlsx$/i.test(file.name) || file.type === XLSX_TYPE;

/** The workbook reader and writer, with fflate: loaded when first needed, so the admin pages do not carry them. */
const loadXlsx = () => import('../lib/quiz-xlsx.ts');

function download(content: BlobPart, type: string, name: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Offers a template (docs/quiz-format.md#csv) as a download: the same table as CSV or as an Excel workbook. */
const downloadCsvTemplate = () => download(quizCsvTemplate(), 'text/csv;charset=utf-8', 'club-pulse-quiz-template.csv');
const downloadXlsxTemplate = async () => download((await loadXlsx()).quizXlsxTemplate() as BlobPart, XLSX_TYPE, 'club-pulse-quiz-template.xlsx');

/**
 * Import a quiz file (docs/quiz-format.md) as a new quiz, a draft: the JSON format, or the table layout as CSV or
 * as an Excel workbook's first sheet (read here into the same JSON). A file that is none of them is named as such
 * here; the server checks the rest and lists every problem by its place in the quiz, and nothing is stored.
 */
export function ImportQuizModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('quizzes');
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<ListedProblem[]>([]);
  // What was sent, for the key terms' names in the problems.
  const [sent, setSent] = useState<{ keyTerms?: unknown } | undefined>(undefined);
  const [missingFile, setMissingFile] = useState(false);
  const importQuiz = useImportQuiz();
  const notJson = { field: '', message: QUIZ_PROBLEMS.notJson };
  const csvProblem = (p: CsvProblem): ListedProblem => ({
    field: '',
    message: p.kind,
    text: p.row ? t(`import.csv.${p.kind}`, { row: p.row, value: p.value }) : t(`import.csv.${p.kind}`),
  });

  const close = () => {
    setFile(null);
    setProblems([]);
    setMissingFile(false);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblems([]);
    if (!file) {
      setMissingFile(true);
      return;
    }
    if (file.size > QUIZ_LIMITS.documentBytes) {
      setProblems([{ field: '', message: QUIZ_PROBLEMS.tooLarge }]);
      return;
    }
    let document: unknown;
    if (isCsv(file) || isXlsx(file)) {
      const read = isXlsx(file) ? (await loadXlsx()).quizFromXlsx(await readBytes(file)) : quizFromCsv(await readText(file));
      if ('problems' in read) {
        setProblems(read.problems.map(csvProblem));
        return;
      }
      document = read.document;
    } else {
      try {
        document = JSON.parse(await readText(file));
      } catch {
        setProblems([notJson]);
        return;
      }
    }
    setSent(document && typeof document === 'object' ? (document as { keyTerms?: unknown }) : undefined);
    try {
      const version = await importQuiz.mutateAsync(document);
      notify.success('quizzes:import.done', { name: version.content.name });
      close();
    } catch (err) {
      const listed = problemsOf(err);
      if (listed.length) setProblems(listed);
      else notify.apiError('quizzes:import.error', err);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size="lg" data-testid="import-quiz-modal">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('import.intro')}</Text>
          <Input.Wrapper
            id={inputId}
            label={t('import.file')}
            description={t('import.fileHint')}
            error={missingFile ? t('import.chooseFile') : undefined}
          >
            {/* The browser's own file field writes "Choose File / No file chosen" in the browser's language: it is
                hidden behind a button and a file name in the admin's language. */}
            <Group gap="sm" mt={6} wrap="nowrap">
              <Button
                variant="default"
                onClick={() => fileInput.current?.click()}
                aria-describedby={`${inputId}-name`}
                data-testid="import-quiz-choose"
              >
                {t('import.chooseButton')}
              </Button>
              <Text id={`${inputId}-name`} size="sm" c={file ? undefined : 'dimmed'} truncate data-testid="import-quiz-file-name">
                {file?.name ?? t('import.noFile')}
              </Text>
            </Group>
            <input
              id={inputId}
              ref={fileInput}
              type="file"
              hidden
              accept={`.json,application/json,.csv,text/csv,.xlsx,${XLSX_TYPE}`}
              onChange={(e) => {
                setFile(e.currentTarget.files?.[0] ?? null);
                setMissingFile(false);
                setProblems([]);
              }}
              data-testid="import-quiz-file"
            />
          </Input.Wrapper>
          <Text size="sm">
            {t('import.tableHint', { format: 'CSV (UTF-8)' })}{' '}
            <Anchor component="button" type="button" size="sm" onClick={downloadXlsxTemplate} data-testid="import-quiz-template-xlsx">
              {t('import.xlsxTemplate')}
            </Anchor>
            {' · '}
            <Anchor component="button" type="button" size="sm" onClick={downloadCsvTemplate} data-testid="import-quiz-template">
              {t('import.template')}
            </Anchor>
          </Text>
          <QuizProblems title={t('import.refused')} note={t('import.nothingStored')} problems={problems} testId="import-problems" content={sent} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={importQuiz.isPending} data-testid="import-quiz-submit">
              {t('import.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
