import type { Language } from '@club-pulse/contracts/constants';

/**
 * The one CSV writer of the server (the report exports and the audit log's): UTF-8 with a byte-order mark, so
 * that spreadsheets read the accents; lines ended by CRLF; every cell quoted, its quotes doubled, so that a
 * separator or a line break stays inside it. A text a spreadsheet would run as a formula (it begins with = + - @,
 * or a tab or carriage return that hides one) gets a leading apostrophe, which makes it text (OWASP "CSV
 * injection"); numbers are written as numbers, with the reader's decimal mark.
 */
export interface CsvFormat {
  separator: ',' | ';';
  decimal: '.' | ',';
}

/** The separator and decimal mark a spreadsheet in `lang` expects: ';' where the decimal mark is ','. */
export function csvFormatOf(lang: Language): CsvFormat {
  const decimal = new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === 'decimal')?.value === ',' ? ',' : '.';
  return { separator: decimal === ',' ? ';' : ',', decimal };
}

export type CsvValue = string | number | null;

export function csvCell(value: CsvValue, decimal: CsvFormat['decimal'] = '.'): string {
  if (typeof value === 'number') return `"${String(value).replace('.', decimal)}"`;
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One rectangular table as a CSV file's text: a header row, then the rows. */
export function csvTable(header: string[], rows: CsvValue[][], format: CsvFormat = { separator: ',', decimal: '.' }): string {
  const line = (cells: CsvValue[]) => cells.map((c) => csvCell(c, format.decimal)).join(format.separator);
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}
