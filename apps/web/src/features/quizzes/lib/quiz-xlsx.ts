import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { type QuizTableRead, quizFromTable, quizToTable, TEMPLATE_QUIZ } from './quiz-csv.ts';

/**
 * A quiz as an Excel workbook (docs/quiz-format.md#csv): the first worksheet holds the same table as the CSV
 * layout, read into the same rows, so that one reader names the table's problems and the server checks the quiz
 * as it checks any file. An .xlsx is a zip of XML parts: fflate unzips it (small, no dependencies nor install scripts) and the
 * browser's DOMParser reads the parts. Loaded on demand (the import dialog imports this file when a workbook is
 * chosen or the template asked for), so the admin pages do not carry it.
 */

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * A name without its prefix (`x:row` → `row`): some writers prefix the namespace, and not every DOM (happy-dom,
 * in the tests) splits qualified names into prefix and local name.
 */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** The child elements of `parent` with this name, whatever prefix a writer gave the namespace. */
const children = (parent: Element, name: string) => Array.from(parent.children).filter((e) => local(e.localName) === name);
const child = (parent: Element, name: string) => children(parent, name)[0];

/** The text of a string item (`<si>`, `<is>`): its `<t>`, or its rich-text runs' `<t>` joined; not the phonetic guides. */
const textOf = (item: Element | undefined): string =>
  item ? [...children(item, 't'), ...children(item, 'r').flatMap((run) => children(run, 't'))].map((t) => t.textContent ?? '').join('') : '';

function parseXml(text: string): Element | null {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const root = doc.documentElement;
  return !root || local(root.localName) === 'parsererror' || doc.getElementsByTagName('parsererror').length ? null : root;
}

/** The column of a cell reference from 0 (`C5` → 2), or undefined when there is none. */
function columnOf(ref: string | null): number | undefined {
  const letters = ref?.match(/^([A-Z]+)[0-9]+$/i)?.[1]?.toUpperCase();
  if (!letters) return undefined;
  return [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The path inside the zip of the workbook's first sheet: by the workbook's sheet list and its relationships. */
function firstSheetPath(parts: Record<string, Uint8Array>): string {
  const fallback = 'xl/worksheets/sheet1.xml';
  const workbook = parts['xl/workbook.xml'] && parseXml(strFromU8(parts['xl/workbook.xml']));
  const rels = parts['xl/_rels/workbook.xml.rels'] && parseXml(strFromU8(parts['xl/_rels/workbook.xml.rels']));
  const sheets = workbook && child(workbook, 'sheets');
  const first = sheets && child(sheets, 'sheet');
  const id = first && Array.from(first.attributes).find((a) => local(a.name) === 'id')?.value;
  const target =
    id &&
    rels &&
    children(rels, 'Relationship')
      .find((r) => r.getAttribute('Id') === id)
      ?.getAttribute('Target');
  if (!target) return fallback;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** A cell's value as the text a CSV file would hold. */
function cellText(cell: Element, shared: string[]): string {
  const type = cell.getAttribute('t');
  if (type === 'inlineStr') return textOf(child(cell, 'is'));
  const value = child(cell, 'v')?.textContent ?? '';
  if (value === '') return '';
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  if (type === 'str' || type === 'e') return value;
  // A number, as a spreadsheet shows it (`1`, not `1.0`).
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : value;
}

/**
 * The cells of an .xlsx file's first worksheet, row n of the sheet at index n - 1, cell C at index 2 (rows and
 * cells a writer left out, being empty, are empty strings); null when the file is not a workbook.
 */
export function xlsxCells(bytes: Uint8Array): string[][] | null {
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, { filter: (file: { name: string }) => file.name.startsWith('xl/') && /\.(xml|rels)$/.test(file.name) });
  } catch {
    return null;
  }
  const sheetPart = parts[firstSheetPath(parts)];
  const sheet = sheetPart && parseXml(strFromU8(sheetPart));
  const data = sheet && child(sheet, 'sheetData');
  if (!data) return null;
  const sharedPart = parts['xl/sharedStrings.xml'];
  const sharedRoot = sharedPart ? parseXml(strFromU8(sharedPart)) : null;
  const shared = sharedRoot ? children(sharedRoot, 'si').map(textOf) : [];

  const rows: string[][] = [];
  let rowIndex = -1;
  for (const row of children(data, 'row')) {
    const numbered = Number(row.getAttribute('r'));
    rowIndex = Number.isInteger(numbered) && numbered > 0 ? numbered - 1 : rowIndex + 1;
    const cells: string[] = [];
    let column = -1;
    for (const cell of children(row, 'c')) {
      column = columnOf(cell.getAttribute('r')) ?? column + 1;
      cells[column] = cellText(cell, shared);
    }
    rows[rowIndex] = Array.from(cells, (c) => c ?? '');
  }
  return Array.from(rows, (r) => r ?? []);
}

/** An .xlsx file as a quiz document, or the problems of its table (those of a CSV table, or not a workbook at all). */
export function quizFromXlsx(bytes: Uint8Array): QuizTableRead {
  const cells = xlsxCells(bytes);
  return cells ? quizFromTable(cells) : { problems: [{ kind: 'notXlsx' }] };
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[c]};`);

/** A cell reference from a row and a column counted from 0 (`C5`). */
const refOf = (row: number, column: number) => {
  let letters = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row + 1}`;
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A workbook of one sheet holding `rows` as text (shared strings, empty cells left out), as a spreadsheet writes one. */
export function xlsxOf(rows: string[][], sheetName = 'Quiz'): Uint8Array {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const stringIndex = (text: string) => {
    let at = index.get(text);
    if (at === undefined) {
      at = strings.push(text) - 1;
      index.set(text, at);
    }
    return at;
  };
  const sheetRows = rows.map((cells, r) => {
    const written = cells.flatMap((text, c) => (text === '' ? [] : [`<c r="${refOf(r, c)}" t="s"><v>${stringIndex(text)}</v></c>`]));
    return `<row r="${r + 1}">${written.join('')}</row>`;
  });
  const rel = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${REL_NS}/${type}" Target="${target}"/>`;
  const type = (part: string, kind: string) =>
    `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.${kind}+xml"/>`;
  return zipSync({
    '[Content_Types].xml': strToU8(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `${type('/xl/workbook.xml', 'sheet.main')}${type('/xl/worksheets/sheet1.xml', 'worksheet')}${type('/xl/sharedStrings.xml', 'sharedStrings')}</Types>`,
    ),
    '_rels/.rels': strToU8(`${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">${rel('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`),
    'xl/workbook.xml': strToU8(
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">${rel('rId1', 'worksheet', 'worksheets/sheet1.xml')}${rel('rId2', 'sharedStrings', 'sharedStrings.xml')}</Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`),
    'xl/sharedStrings.xml': strToU8(
      `${XML_HEAD}<sst xmlns="${MAIN_NS}" count="${strings.length}" uniqueCount="${strings.length}">${strings
        .map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`)
        .join('')}</sst>`,
    ),
  });
}

/** The template as a workbook: the CSV template's rows. */
export const quizXlsxTemplate = (): Uint8Array => xlsxOf(quizToTable(TEMPLATE_QUIZ));
