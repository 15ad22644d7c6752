import { describe, expect, it } from 'vitest';
import { MAX_REGISTRATION_AGE, MIN_REGISTRATION_AGE } from './constants.ts';
import { checkRoster, normalizeBirthDate, parseCsv, problemField, problemOfErrorItem, ROSTER_IMPORT_MAX_ROWS } from './roster-import.ts';

const cells = (text: string) => parseCsv(text).records.map((r) => r.cells);
const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted cells with delimiters, escaped quotes and line breaks inside, CRLF and LF alike', () => {
    expect(cells('a,"b,c","say ""hi"""\r\n"x\ny",z\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['x\ny', 'z'],
    ]);
  });

  it('numbers each record by the line it begins on', () => {
    expect(parseCsv('h1,h2\n"a\nb",c\nd,e').records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('drops a leading BOM and detects the semicolon of Spanish or German Excel from the header line', () => {
    expect(cells('\uFEFFname;surname\nAna;"Gil; Ruiz"\n')).toEqual([
      ['name', 'surname'],
      ['Ana', 'Gil; Ruiz'],
    ]);
    expect(cells('name,surname\nAna;B,Gil\n')).toEqual([
      ['name', 'surname'],
      ['Ana;B', 'Gil'],
    ]);
  });

  it('reports a quote that never closes', () => {
    expect(parseCsv('a,b\n"open,c\nd,e').unclosedQuoteLine).toBe(2);
  });
});

describe('normalizeBirthDate', () => {
  it('reads YYYY-MM-DD, DD/MM/YYYY and DD.MM.YYYY', () => {
    expect(normalizeBirthDate('2010-03-04')).toBe('2010-03-04');
    expect(normalizeBirthDate('04/03/2010')).toBe('2010-03-04');
    expect(normalizeBirthDate('4.3.2010')).toBe('2010-03-04');
    expect(normalizeBirthDate('03-04-2010')).toBe('03-04-2010');
  });
});

describe('checkRoster', () => {
  const born = yearsAgo(20);

  it('reads a good file with headers in any language, any order, any case, and extra columns left out', () => {
    const csv = `Correo;NOMBRE;Notes;Apellidos;Fecha de nacimiento\r\nana@example.test; Ana ;x;Gil;${born.split('-').reverse().join('/')}\r\n\r\n`;
    expect(checkRoster(csv)).toEqual({
      rows: [{ line: 2, name: 'Ana', surname: 'Gil', email: 'ana@example.test', birthDate: born, guardianConfirmed: false }],
      problems: [],
    });
    const german = checkRoster(`Vorname;Nachname;E-Mail;Geburtsdatum\nJan;Ott;jan@example.test;${born.split('-').reverse().join('.')}`);
    expect(german.problems).toEqual([]);
    expect(checkRoster(`nome,cognome,email,data di nascita\nA,B,a@example.test,${born}`).problems).toEqual([]);
    expect(checkRoster(`nom,cognoms,correu,data de naixement\nA,B,a@example.test,${born}`).problems).toEqual([]);
  });

  it('reports every problem of every line with the rules of the member fields', () => {
    const csv = [
      'name,surname,email,birthDate',
      `,Gil,not-an-email,${born}`,
      `Ana,Gil,ana@example.test,31/02/2010`,
      `Bea,Ruiz,bea@example.test,${yearsAgo(MIN_REGISTRATION_AGE, 1)}`,
      `Carl,Ott,carl@example.test,${yearsAgo(MAX_REGISTRATION_AGE + 1)}`,
      `Dan,${'x'.repeat(81)},ANA@example.test,${born}`,
      'Eve',
    ].join('\n');
    expect(checkRoster(csv).problems).toEqual([
      { line: 2, field: 'name', code: 'Required' },
      { line: 2, field: 'email', code: 'InvalidEmail' },
      { line: 3, field: 'birthDate', code: 'InvalidDate' },
      { line: 4, field: 'birthDate', code: 'TooYoung' },
      { line: 5, field: 'birthDate', code: 'TooOld' },
      { line: 6, field: 'surname', code: 'TooLong' },
      { line: 6, field: 'email', code: 'DuplicateInFile' },
      { line: 7, field: 'surname', code: 'Required' },
      { line: 7, field: 'email', code: 'Required' },
      { line: 7, field: 'birthDate', code: 'Required' },
    ]);
  });

  it('reads the optional consent column in any language: yes and no words, an empty cell as no, anything else a problem', () => {
    const young = yearsAgo(MIN_REGISTRATION_AGE);
    const csv = [
      'name,surname,email,birthDate,Consentimiento del tutor',
      `Ana,Gil,ana@example.test,${young},Sí`,
      `Bea,Gil,bea@example.test,${young},`,
      `Cai,Gil,cai@example.test,${young},no`,
      `Dan,Gil,dan@example.test,${young},maybe`,
    ].join('\n');
    const { rows, problems } = checkRoster(csv);
    expect(rows.map((r) => r.guardianConfirmed)).toEqual([true, false, false, false]);
    expect(problems).toEqual([{ line: 5, field: 'guardianConfirmed', code: 'InvalidConsent' }]);
    expect(checkRoster(`name,surname,email,birthDate,guardianConfirmed\nA,B,a@example.test,${young},x`).rows[0]?.guardianConfirmed).toBe(true);
    expect(checkRoster(`name,surname,email,birthDate\nA,B,a@example.test,${young}`).rows[0]?.guardianConfirmed).toBe(false);
  });

  it('keeps a formula-like name as plain text, and refuses control characters in a cell', () => {
    const { rows, problems } = checkRoster(
      `name,surname,email,birthDate\n"=cmd|' /C calc'!A0",Gil,a@example.test,${born}\n"A\tB",Gil,b@example.test,${born}`,
    );
    expect(rows[0]?.name).toBe("=cmd|' /C calc'!A0");
    expect(problems).toEqual([{ line: 3, field: 'name', code: 'ForbiddenCharacters' }]);
  });

  it('names the missing columns, an empty file and a file without players', () => {
    expect(checkRoster('name;email\nAna;a@example.test').problems).toEqual([
      { line: 1, field: 'surname', code: 'MissingColumn' },
      { line: 1, field: 'birthDate', code: 'MissingColumn' },
    ]);
    expect(checkRoster('\uFEFF\r\n\r\n').problems).toEqual([{ line: 1, field: null, code: 'NoRows' }]);
    expect(checkRoster('name,surname,email,birthDate\n').problems).toEqual([{ line: 1, field: null, code: 'NoRows' }]);
  });

  it(`reads at most ${ROSTER_IMPORT_MAX_ROWS} players and reports the first line beyond`, () => {
    const lines = Array.from({ length: ROSTER_IMPORT_MAX_ROWS + 1 }, (_, i) => `P${i},S,p${i}@example.test,${born}`);
    const { rows, problems } = checkRoster(['name,surname,email,birthDate', ...lines].join('\n'));
    expect(rows).toHaveLength(ROSTER_IMPORT_MAX_ROWS);
    expect(problems).toEqual([{ line: ROSTER_IMPORT_MAX_ROWS + 2, field: null, code: 'TooManyRows' }]);
  });

  it('turns a problem into an error item field and back', () => {
    const p = { line: 7, field: 'email', code: 'InvalidEmail' } as const;
    expect(problemOfErrorItem({ code: p.code, field: problemField(p) })).toEqual(p);
    expect(problemOfErrorItem({ code: 'TooManyRows', field: 'lines.9' })).toEqual({ line: 9, field: null, code: 'TooManyRows' });
    expect(problemOfErrorItem({ code: 'Whatever', field: 'lines.9' })).toBeNull();
  });
});
