// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, quizCsvTemplate, quizFromCsv, quizToTable } from './quiz-csv.ts';
import { quizFromXlsx, quizXlsxTemplate, xlsxCells, xlsxOf } from './quiz-xlsx.ts';

// A path, not a URL: under happy-dom, URL is the DOM's, which node:fs does not take.
const here = dirname(fileURLToPath(import.meta.url));
const library = (name: string) => JSON.parse(readFileSync(join(here, `../../../../../server/src/content/quizzes/${name}.json`), 'utf8'));

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A workbook as a spreadsheet saves one, from its XML parts: two sheets, the first of which is stored as
 * sheet2.xml (the order of the workbook's sheet list decides, not the file names).
 */
function workbook(firstSheet: string, sharedStrings?: string[]): Uint8Array {
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${MAIN}" xmlns:r="${R}"><sheets><sheet name="Quiz" sheetId="2" r:id="rId7"/><sheet name="Notes" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Type="${R}/worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>notes</t></is></c></row></sheetData></worksheet>`,
    ),
    'xl/worksheets/sheet2.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${firstSheet}</sheetData></worksheet>`,
    ),
  };
  if (sharedStrings) {
    parts['xl/sharedStrings.xml'] = strToU8(`<sst xmlns="${MAIN}">${sharedStrings.join('')}</sst>`);
  }
  return zipSync(parts);
}

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const header = CSV_COLUMNS.map((c, i) => inline(`${String.fromCharCode(65 + i)}1`, c)).join('');

describe('a quiz as an Excel workbook', () => {
  it('reads the first sheet: shared and inline strings, rich text, numbers, booleans, and the cells and rows left out', () => {
    const sheet = [
      `<row r="1">${header}</row>`,
      // Shared strings (one of them rich text), a gap from B to E, a number where the sheet shows 1.
      '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2"><v>1</v></c><c r="E2" t="s"><v>1</v></c><c r="F2" t="s"><v>2</v></c></row>',
      // Row 3 was left out (empty); row 4 has a boolean, a decimal and a cell without a value.
      `<row r="4">${inline('A4', 'question')}${inline('C4', 'sleep')}<c r="D4" t="b"><v>1</v></c><c r="E4"><v>2.5</v></c><c r="F4" s="1"/></row>`,
      // Cells without references follow the one before.
      `<row>${inline('A5', 'keyTerm')}<c t="inlineStr"><is><t>sleep</t></is></c></row>`,
    ].join('');
    const shared = [
      '<si><t>label</t></si>',
      '<si><r><t>Never </t></r><r><rPr><b/></rPr><t>true</t></r></si>',
      '<si><t xml:space="preserve"> Nunca </t></si>',
    ];
    expect(xlsxCells(workbook(sheet, shared))).toEqual([
      [...CSV_COLUMNS],
      ['label', '1', '', '', 'Never true', ' Nunca '],
      [],
      ['question', '', 'sleep', 'TRUE', '2.5', ''],
      ['keyTerm', 'sleep'],
    ]);
  });

  it('gives the quiz of the table, the same as its CSV file', () => {
    const sheet = [
      `<row r="1">${header}</row>`,
      `<row r="3">${inline('A3', 'name')}${inline('B3', 'Pre-season')}</row>`,
      `<row r="4">${inline('A4', 'question')}${inline('C4', 'sleep')}${inline('D4', 'yes')}${inline('E4', 'Rested')}${inline('F4', 'Descansado')}${inline('J4', 'Help')}</row>`,
    ].join('');
    const csv = `${CSV_COLUMNS.join(',')}\r\n\r\nname,Pre-season\r\nquestion,,sleep,yes,Rested,Descansado,,,,Help\r\n`;
    const read = quizFromXlsx(workbook(sheet));
    expect(read).toEqual(quizFromCsv(csv));
    expect(read).toMatchObject({
      document: {
        name: 'Pre-season',
        questions: [{ keyTerm: 'sleep', reversed: true, text: { en: 'Rested', es: 'Descansado' }, help: { en: 'Help' } }],
      },
    });
  });

  it("names the table's problems by the sheet's row, as for a CSV file", () => {
    const sheet = `<row r="1">${header}</row><row r="6">${inline('A6', 'questoin')}</row>`;
    expect(quizFromXlsx(workbook(sheet))).toEqual({ problems: [{ kind: 'unknownRowType', row: 6, value: 'questoin' }] });
    expect(quizFromXlsx(workbook(`<row r="2">${inline('A2', 'name')}</row>`))).toEqual({ problems: [{ kind: 'notCsv' }] });
  });

  it('refuses a file that is not a workbook', () => {
    expect(quizFromXlsx(strToU8('type,code\n'))).toEqual({ problems: [{ kind: 'notXlsx' }] });
    expect(quizFromXlsx(zipSync({ 'word/document.xml': strToU8('<document/>') }))).toEqual({ problems: [{ kind: 'notXlsx' }] });
  });

  it.each(['wellbeing-youth', 'wellbeing-senior'])('gives back the same quiz after JSON → workbook → reading (%s)', (name) => {
    const document = library(name);
    expect(quizFromXlsx(xlsxOf(quizToTable(document)))).toEqual({ document });
  });

  it('writes texts with markup characters and the template the CSV template holds', () => {
    const rows = [['a < b & "c"', '', 'd > e']];
    expect(xlsxCells(xlsxOf(rows))).toEqual(rows);
    expect(quizFromXlsx(quizXlsxTemplate())).toEqual(quizFromCsv(quizCsvTemplate()));
  });

  it('reads a workbook another program saved (openpyxl 3.0: inline strings, booleans, a theme, styles and a second sheet)', () => {
    // fixtures/quiz-openpyxl.xlsx was written by Python's openpyxl, not by this module: its parts and their
    // layout are that library's (docProps, theme, styles, dimension and sheet views before the data).
    const bytes = new Uint8Array(readFileSync(join(here, 'fixtures/quiz-openpyxl.xlsx')));
    expect(xlsxCells(bytes)).toEqual([
      [...CSV_COLUMNS],
      ['name', 'Pretemporada'],
      [],
      [
        'question',
        '',
        'resilience',
        'TRUE',
        'I recover quickly.',
        'Me recupero rápido.',
        'Em recupero ràpid.',
        'Ich erhole mich schnell.',
        'Mi riprendo in fretta.',
      ],
      ['question', '', 'sleep', 'FALSE', 'I sleep 8 hours.', '', '', '', '', 'Think of the last 2 weeks.'],
    ]);
    const read = quizFromXlsx(bytes);
    expect(read).toMatchObject({
      document: {
        name: 'Pretemporada',
        questions: [
          { keyTerm: 'resilience', reversed: true, text: { es: 'Me recupero rápido.', de: 'Ich erhole mich schnell.' } },
          { keyTerm: 'sleep', reversed: false, text: { en: 'I sleep 8 hours.' }, help: { en: 'Think of the last 2 weeks.' } },
        ],
      },
    });
  });
});
