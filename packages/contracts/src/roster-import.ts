import { z } from 'zod';
import { BirthDateField } from './account.ts';
import { UpdateMemberRequest } from './admin-members.ts';
import { freeText } from './text.ts';
import { VALIDATION_MESSAGES as M } from './validation-messages.ts';

/**
 * Roster import: a CSV of players (name, surname, email, birth date, and optionally whether a guardian's
 * consent is on file) for a study group. The web
 * client parses and checks the file for its preview with these functions; the server applies them again to
 * what it receives and stores nothing while any line is wrong.
 */

/** The most players one file may hold (a club's whole youth section, with room to spare). */
export const ROSTER_IMPORT_MAX_ROWS = 2000;
/** The longest file accepted, in characters (2,000 rows of the longest fields fit). */
export const ROSTER_IMPORT_MAX_CSV_LENGTH = 1_000_000;

/** The columns every file needs. */
export const ROSTER_REQUIRED_FIELDS = ['name', 'surname', 'email', 'birthDate'] as const;
/**
 * Every column read. `guardianConfirmed` (optional): the club holds a parent's or legal guardian's consent for a
 * player under GUARDIAN_REQUIRED_UNDER_AGE; without it (column absent or cell empty) such a player confirms it
 * when they set their password, and cannot answer before.
 */
export const ROSTER_FIELDS = [...ROSTER_REQUIRED_FIELDS, 'guardianConfirmed'] as const;
export type RosterField = (typeof ROSTER_FIELDS)[number];

/** The header words of each column, in English and the five languages of the interface (compared folded). */
export const ROSTER_HEADER_WORDS: Record<RosterField, readonly string[]> = {
  name: ['name', 'first name', 'firstname', 'given name', 'nombre', 'nom', 'vorname', 'nome'],
  surname: ['surname', 'last name', 'lastname', 'family name', 'apellido', 'apellidos', 'cognom', 'cognoms', 'nachname', 'familienname', 'cognome'],
  email: [
    'email',
    'e-mail',
    'mail',
    'email address',
    'correo',
    'correo electronico',
    'correu',
    'correu electronic',
    'e-mail-adresse',
    'posta elettronica',
  ],
  birthDate: ['birth date', 'birthdate', 'date of birth', 'birthday', 'fecha de nacimiento', 'data de naixement', 'geburtsdatum', 'data di nascita'],
  guardianConfirmed: [
    'guardian consent',
    'guardian confirmed',
    'consentimiento del tutor',
    'consentimiento tutor',
    'consentiment del tutor',
    'consentiment tutor',
    'einwilligung der eltern',
    'einwilligung eltern',
    'consenso del tutore',
    'consenso tutore',
  ],
};

/** The cells of the consent column that mean "on file" and "not on file" (compared folded); anything else is a problem. */
export const ROSTER_CONSENT_YES = ['yes', 'y', 'true', '1', 'x', 'si', 'ja', 'oui'] as const;
export const ROSTER_CONSENT_NO = ['', 'no', 'n', 'false', '0', 'nein'] as const;

/** The template's header row (English words; any language's are read). */
export const ROSTER_TEMPLATE_CSV = 'name,surname,email,birthDate,guardianConfirmed\r\n';

/** What can be wrong with a line (or, with `field` null, with the file). */
export const ROSTER_PROBLEM_CODES = [
  'Required',
  'TooLong',
  'InvalidEmail',
  'InvalidDate',
  'TooYoung',
  'TooOld',
  'ForbiddenCharacters',
  'DuplicateInFile',
  'MissingColumn',
  'UnclosedQuote',
  'NoRows',
  'TooManyRows',
  /** A consent cell that is neither a yes nor a no word (ROSTER_CONSENT_YES, ROSTER_CONSENT_NO). */
  'InvalidConsent',
  /** Checked by the server: the email belongs to a platform admin, who cannot be a player. */
  'AdminEmail',
  /** Checked by the server: the email belongs to a coach of the group's club. */
  'AlreadyCoach',
] as const;
export const RosterProblemCode = z.enum(ROSTER_PROBLEM_CODES);
export type RosterProblemCode = z.infer<typeof RosterProblemCode>;

export const RosterProblem = z.object({ line: z.number().int(), field: z.enum(ROSTER_FIELDS).nullable(), code: RosterProblemCode });
export type RosterProblem = z.infer<typeof RosterProblem>;

/** One player row of the file, as read (trimmed; the birth date as YYYY-MM-DD when it is a date). */
export interface RosterRow {
  /** The file's line where the row begins (the header is line 1). */
  line: number;
  name: string;
  surname: string;
  email: string;
  birthDate: string;
  /** The consent column says a guardian's consent is on file. */
  guardianConfirmed: boolean;
}

export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 records: quoted cells with "" for a quote, line breaks inside quotes, CRLF or LF, a leading BOM.
 * The delimiter is the one of comma and semicolon (Spanish or German Excel) the header line holds more of.
 * Nothing in a cell is interpreted: "=cmd" is the text "=cmd".
 */
export function parseCsv(text: string): { records: CsvRecord[]; unclosedQuoteLine: number | null } {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = src.split(/\r?\n/, 1)[0] ?? '';
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const delimiter = (outsideQuotes.match(/;/g)?.length ?? 0) > (outsideQuotes.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += c;
  }
  if (quoted) return { records, unclosedQuoteLine: quoteLine };
  if (cell !== '' || cells.length > 0) endRecord();
  return { records, unclosedQuoteLine: null };
}

/** Lower case, no accents, no spaces, underscores or dots around: "Fecha de Nacimiento" → "fecha de nacimiento". */
const foldHeader = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[_.]+/g, ' ').replace(/\s+/g, ' ').trim();

const HEADER_LOOKUP = new Map<string, RosterField>(
  ROSTER_FIELDS.flatMap((field) => [...ROSTER_HEADER_WORDS[field], field].map((word) => [foldHeader(word).replace(/ /g, ''), field] as const)),
);

/** The column of each field named by the header cells (the first one wins; unknown columns are left out). */
function columnsOf(header: string[]): Partial<Record<RosterField, number>> {
  const columns: Partial<Record<RosterField, number>> = {};
  header.forEach((cell, index) => {
    const field = HEADER_LOOKUP.get(foldHeader(cell).replace(/ /g, ''));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}

/** DD/MM/YYYY or DD.MM.YYYY (a day or month of one digit too) as YYYY-MM-DD; anything else as written. */
export function normalizeBirthDate(value: string): string {
  const v = value.trim();
  const dmy = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(v);
  if (!dmy) return v;
  const [, d = '', m = '', y = ''] = dmy;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

const CONSENT_WORDS = new Map<string, boolean>([
  ...ROSTER_CONSENT_YES.map((w) => [w, true] as const),
  ...ROSTER_CONSENT_NO.map((w) => [w, false] as const),
]);
/** The consent cell as yes or no; null when it is neither. */
export const consentOfCell = (cell: string): boolean | null => CONSENT_WORDS.get(foldHeader(cell)) ?? null;

const FIELD_SCHEMAS = {
  name: UpdateMemberRequest.shape.name,
  surname: UpdateMemberRequest.shape.surname,
  email: UpdateMemberRequest.shape.email,
  birthDate: BirthDateField,
} as const;

/** The problem code of a field's first zod issue (the member fields' own rules, read back). */
function codeOf(field: (typeof ROSTER_REQUIRED_FIELDS)[number], value: string, issue: z.core.$ZodIssue): RosterProblemCode {
  if (issue.message === M.forbiddenCharacters) return 'ForbiddenCharacters';
  if (value.trim() === '') return 'Required';
  if (issue.message === M.tooYoung) return 'TooYoung';
  if (issue.message === M.tooOld) return 'TooOld';
  if (issue.message === M.birthDate) return 'InvalidDate';
  if (issue.message === M.required || issue.code === 'too_small') return 'Required';
  if (issue.code === 'too_big') return 'TooLong';
  return field === 'email' ? 'InvalidEmail' : field === 'birthDate' ? 'InvalidDate' : 'Required';
}

export interface RosterCheck {
  /** Every player row (also the wrong ones), in file order. */
  rows: RosterRow[];
  /** Every problem, by line then by field order. */
  problems: RosterProblem[];
}

/**
 * Reads and checks a roster file: the header names the columns (any order, extra columns left out, empty lines
 * skipped), each row is checked with the member fields' own rules (name, surname and email as an admin edits
 * them, the birth date as a registrant gives it), an email met twice is a problem on its second line. At most
 * ROSTER_IMPORT_MAX_ROWS rows: the rows beyond are not read and the first of them is reported.
 */
export function checkRoster(text: string): RosterCheck {
  const { records, unclosedQuoteLine } = parseCsv(text);
  const problems: RosterProblem[] = [];
  const nonEmpty = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const [header, ...body] = nonEmpty;
  if (unclosedQuoteLine !== null) problems.push({ line: unclosedQuoteLine, field: null, code: 'UnclosedQuote' });
  if (!header) return { rows: [], problems: [...problems, { line: 1, field: null, code: 'NoRows' }] };
  const columns = columnsOf(header.cells);
  const missing = ROSTER_REQUIRED_FIELDS.filter((f) => columns[f] === undefined);
  for (const field of missing) problems.push({ line: header.line, field, code: 'MissingColumn' });
  if (missing.length > 0) return { rows: [], problems };
  if (body.length === 0) problems.push({ line: header.line, field: null, code: 'NoRows' });
  const beyond = body[ROSTER_IMPORT_MAX_ROWS];
  if (beyond) problems.push({ line: beyond.line, field: null, code: 'TooManyRows' });

  const rows: RosterRow[] = [];
  const firstLineOfEmail = new Map<string, number>();
  for (const record of body.slice(0, ROSTER_IMPORT_MAX_ROWS)) {
    const raw = (field: RosterField) => record.cells[columns[field] ?? -1] ?? '';
    const row: RosterRow = { line: record.line, name: '', surname: '', email: '', birthDate: '', guardianConfirmed: false };
    for (const field of ROSTER_REQUIRED_FIELDS) {
      const value = field === 'birthDate' ? normalizeBirthDate(raw(field)) : raw(field);
      const parsed = FIELD_SCHEMAS[field].safeParse(value);
      row[field] = parsed.success ? parsed.data : value.trim();
      const issue = parsed.error?.issues[0];
      if (issue) problems.push({ line: record.line, field, code: codeOf(field, value, issue) });
    }
    const consent = consentOfCell(raw('guardianConfirmed'));
    if (consent === null) problems.push({ line: record.line, field: 'guardianConfirmed', code: 'InvalidConsent' });
    row.guardianConfirmed = consent === true;
    const key = row.email.toLowerCase();
    if (key && firstLineOfEmail.has(key)) problems.push({ line: record.line, field: 'email', code: 'DuplicateInFile' });
    else if (key) firstLineOfEmail.set(key, record.line);
    rows.push(row);
  }
  return { rows, problems: problems.sort((a, b) => a.line - b.line) };
}

/** POST /api/admin/study-group/{id}/roster-import: the file's text; `dryRun` answers the report and stores nothing. */
export const RosterImportRequest = z.object({
  csv: freeText().max(ROSTER_IMPORT_MAX_CSV_LENGTH),
  dryRun: z.boolean().default(false),
});
export type RosterImportRequest = z.input<typeof RosterImportRequest>;

/** What the import does (or, in a dry run, would do) with a line: a new invited member, an existing one added, nothing. */
export const RosterOutcome = z.enum(['invite', 'add', 'already']);
export type RosterOutcome = z.infer<typeof RosterOutcome>;

export const RosterImportLine = z.object({
  line: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  birthDate: z.string(),
  guardianConfirmed: z.boolean(),
  /** Null on a line with a problem. */
  outcome: RosterOutcome.nullable(),
});
export type RosterImportLine = z.infer<typeof RosterImportLine>;

export const RosterImportCounts = z.object({ invited: z.number().int(), added: z.number().int(), already: z.number().int() });
export type RosterImportCounts = z.infer<typeof RosterImportCounts>;

/**
 * The report: every line with its outcome, every problem, the counts. A real import with a problem answers 422
 * RosterInvalid instead, one error item per problem (`field`: `lines.<line>.<field>`, or `lines.<line>`).
 */
export const RosterImportResponse = z.object({
  dryRun: z.boolean(),
  lines: z.array(RosterImportLine),
  problems: z.array(RosterProblem),
  counts: RosterImportCounts,
});
export type RosterImportResponse = z.infer<typeof RosterImportResponse>;

/** The error item field of a problem, and back (the web client shows a 422's problems beside their lines). */
export const problemField = (p: RosterProblem) => (p.field ? `lines.${p.line}.${p.field}` : `lines.${p.line}`);
export function problemOfErrorItem(item: { code: string; field?: string }): RosterProblem | null {
  const match = /^lines\.(\d+)(?:\.(\w+))?$/.exec(item.field ?? '');
  const code = RosterProblemCode.safeParse(item.code);
  if (!match || !code.success) return null;
  const field = (ROSTER_FIELDS as readonly string[]).includes(match[2] ?? '') ? (match[2] as RosterField) : null;
  return { line: Number(match[1]), field, code: code.data };
}
