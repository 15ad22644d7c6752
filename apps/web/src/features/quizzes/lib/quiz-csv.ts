import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import {
  ANSWER_LABEL_KEYS,
  DEFAULT_ANSWER_LABELS,
  QUIZ_DOCUMENT_FORMAT,
  QUIZ_DOCUMENT_FORMAT_VERSION,
  type QuizDocument,
} from '@club-pulse/contracts/quiz-document';

/**
 * A quiz as a CSV table (docs/quiz-format.md#csv): one row per question, per key term, per answer label and per
 * setting, one column per language. Reading gives the same JSON document an import sends, so that the server
 * checks a CSV file exactly as a JSON one; only what is not a table of this layout is refused here.
 */

export const CSV_COLUMNS = ['type', 'code', 'keyTerm', 'reversed', ...LANGUAGES, ...LANGUAGES.map((l) => `help_${l}`)] as const;
export const CSV_ROW_TYPES = ['name', 'category', 'keyTermSummary', 'label', 'keyTerm', 'question'] as const;
type RowType = (typeof CSV_ROW_TYPES)[number];

/** A problem of the table itself (not of the quiz it holds): its row (from 1, the header is row 1) and kind. */
export interface CsvProblem {
  kind: 'notCsv' | 'notXlsx' | 'unknownColumn' | 'missingColumn' | 'unknownRowType' | 'repeatedRow';
  row?: number;
  value?: string;
}

const YES = ['yes', 'true', '1', 'x'];
const NO = ['no', 'false', '0'];

/** The cells of a CSV text (RFC 4180: quoted cells may hold separators, quotes doubled, line breaks). */
export function parseCsvCells(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === separator) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** The separator of the header line: a comma, or the semicolon or tab some spreadsheets write. */
function separatorOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (s: string) => first.split(s).length - 1;
  return [',', ';', '\t'].reduce((best, s) => (count(s) > count(best) ? s : best), ',');
}

const blank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** A table read as a quiz document, or the problems of the table. */
export type QuizTableRead = { document: Record<string, unknown> } | { problems: CsvProblem[] };

/** A CSV text as a quiz document (what the server's import checks), or the problems of the table (`quizFromTable`). */
export function quizFromCsv(input: string): QuizTableRead {
  const text = input.replace(/^\uFEFF/, '');
  return quizFromTable(parseCsvCells(text, separatorOf(text)));
}

/**
 * The cells of a quiz table, row by row (row n of the sheet at index n - 1, so that problems name the row a
 * spreadsheet shows), as a quiz document, or the problems of the table. A CSV file and an .xlsx sheet both come
 * here. Empty cells are left out, so that a missing text is named by the server as in any file ("Question 3,
 * Spanish: the text is missing").
 */
export function quizFromTable(rows: string[][]): QuizTableRead {
  const headerAt = rows.findIndex((r) => !blank(r));
  const header = (rows[headerAt] ?? []).map((c) => c.trim());
  const known = new Map(CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  if (headerAt < 0 || !header.some((h) => h.toLowerCase() === 'type')) return { problems: [{ kind: 'notCsv' }] };
  const problems: CsvProblem[] = [];
  const columns = header.map((h) => known.get(h.toLowerCase()) ?? null);
  header.forEach((h, i) => {
    if (h && !columns[i]) problems.push({ kind: 'unknownColumn', row: headerAt + 1, value: h });
  });
  for (const c of CSV_COLUMNS) if (!columns.includes(c)) problems.push({ kind: 'missingColumn', row: headerAt + 1, value: c });
  if (problems.length) return { problems };

  const document: Record<string, unknown> = { format: QUIZ_DOCUMENT_FORMAT, formatVersion: QUIZ_DOCUMENT_FORMAT_VERSION };
  const answerLabels: Record<string, Record<string, string>> = {};
  const keyTerms: unknown[] = [];
  const questions: unknown[] = [];
  const seen = new Set<string>();
  rows.forEach((cells, index) => {
    if (index <= headerAt || blank(cells)) return;
    const rowNumber = index + 1;
    const cell = (name: (typeof CSV_COLUMNS)[number]) => (cells[columns.indexOf(name)] ?? '').trim();
    const texts = (prefix: '' | 'help_') => {
      const out: Partial<Record<Language, string>> = {};
      for (const l of LANGUAGES) if (cell(`${prefix}${l}`)) out[l] = cell(`${prefix}${l}`);
      return out;
    };
    const flag = (value: string): unknown =>
      YES.includes(value.toLowerCase()) ? true : NO.includes(value.toLowerCase()) ? false : value || undefined;
    const type = CSV_ROW_TYPES.find((t) => t.toLowerCase() === cell('type').toLowerCase()) as RowType | undefined;
    if (cell('type').startsWith('#')) return;
    if (!type) {
      problems.push({ kind: 'unknownRowType', row: rowNumber, value: cell('type') });
      return;
    }
    const once = (key: string) => {
      if (seen.has(key)) problems.push({ kind: 'repeatedRow', row: rowNumber, value: key });
      seen.add(key);
    };
    if (type === 'name' || type === 'category') {
      once(type);
      if (cell('code')) document[type] = cell('code');
    } else if (type === 'keyTermSummary') {
      once(type);
      document.hasKeyTermSummary = flag(cell('code'));
    } else if (type === 'label') {
      once(`label ${cell('code')}`);
      answerLabels[cell('code')] = texts('');
    } else if (type === 'keyTerm') keyTerms.push({ code: cell('code'), name: texts(''), description: texts('help_') });
    else questions.push({ keyTerm: cell('keyTerm'), text: texts(''), help: texts('help_'), reversed: flag(cell('reversed')) });
  });
  if (problems.length) return { problems };
  return { document: { ...document, answerLabels, keyTerms, questions } };
}

const quote = (value: string) => (/[",;\t\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A quiz as written into a table: complete or not. */
export type TableQuiz = Pick<QuizDocument, 'name' | 'category' | 'hasKeyTermSummary'> & {
  answerLabels: Record<string, Partial<Record<Language, string>>>;
  keyTerms: Array<{ code: string; name: Partial<Record<Language, string>>; description: Partial<Record<Language, string>> }>;
  questions: Array<{ keyTerm: string; text: Partial<Record<Language, string>>; help: Partial<Record<Language, string>>; reversed: boolean }>;
};

/** A quiz as CSV text of the layout: UTF-8 with a byte-order mark for spreadsheets, CRLF lines. */
export function quizToCsv(quiz: TableQuiz): string {
  return `\uFEFF${quizToTable(quiz)
    .map((r) => r.map(quote).join(','))
    .join('\r\n')}\r\n`;
}

/** A quiz as the rows of the layout, the header first (written as CSV or as an .xlsx sheet). */
export function quizToTable(quiz: TableQuiz): string[][] {
  const langs = (text: Partial<Record<Language, string>>) => LANGUAGES.map((l) => text[l] ?? '');
  const none = LANGUAGES.map(() => '');
  return [
    [...CSV_COLUMNS],
    ['name', quiz.name, '', '', ...none, ...none],
    ['category', quiz.category, '', '', ...none, ...none],
    ['keyTermSummary', quiz.hasKeyTermSummary ? 'yes' : 'no', '', '', ...none, ...none],
    ...ANSWER_LABEL_KEYS.map((key) => ['label', key, '', '', ...langs(quiz.answerLabels[key] ?? {}), ...none]),
    ...quiz.keyTerms.map((kt) => ['keyTerm', kt.code, '', '', ...langs(kt.name), ...langs(kt.description)]),
    ...quiz.questions.map((q) => ['question', '', q.keyTerm, q.reversed ? 'yes' : 'no', ...langs(q.text), ...langs(q.help)]),
  ];
}

/** The template offered for download: the layout with the usual answer labels, one key term and one question to copy. */
export const TEMPLATE_QUIZ: TableQuiz = {
  name: 'New quiz',
  category: 'senior',
  hasKeyTermSummary: true,
  answerLabels: DEFAULT_ANSWER_LABELS,
  keyTerms: [{ code: 'sleep', name: { en: 'Sleep and recovery' }, description: { en: 'How well you sleep and recover between sessions.' } }],
  questions: [{ keyTerm: 'sleep', text: { en: 'I wake up feeling rested.' }, help: { en: 'Think of the last two weeks.' }, reversed: false }],
};

/** The template as CSV. */
export const quizCsvTemplate = (): string => quizToCsv(TEMPLATE_QUIZ);
