import { readFileSync } from 'node:fs';
import { quizDocumentProblems } from '@club-pulse/contracts/quiz-document';
import { describe, expect, it } from 'vitest';
import { parseCsvCells, quizCsvTemplate, quizFromCsv, quizToCsv } from './quiz-csv.ts';

const library = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../../../server/src/content/quizzes/${name}.json`, import.meta.url), 'utf8'));

const header = 'type,code,keyTerm,reversed,en,es,ca,de,it,help_en,help_es,help_ca,help_de,help_it';

describe('a quiz as CSV', () => {
  it.each(['wellbeing-youth', 'wellbeing-senior'])('gives back the same quiz after JSON → CSV → reading (%s)', (name) => {
    const document = library(name);
    const read = quizFromCsv(quizToCsv(document));
    expect(read).toEqual({ document });
    expect(quizDocumentProblems((read as { document: unknown }).document)).toEqual([]);
  });

  it('reads quoted cells with separators, quotes and line breaks, and a semicolon table of a spreadsheet', () => {
    expect(parseCsvCells('a,"b, ""c""",\r\n"d\ne",f\n', ',')).toEqual([
      ['a', 'b, "c"', ''],
      ['d\ne', 'f'],
    ]);
    const semicolons = `${header.replaceAll(',', ';')}\r\nname;Pre-season;;;;;;;;;;;;\r\nquestion;;sleep;yes;Rested;Descansado;;;;Help;;;;\r\n`;
    const read = quizFromCsv(semicolons);
    expect(read).toMatchObject({
      document: {
        name: 'Pre-season',
        questions: [{ keyTerm: 'sleep', reversed: true, text: { en: 'Rested', es: 'Descansado' }, help: { en: 'Help' } }],
      },
    });
  });

  it('leaves empty cells out, so that the server names each missing text', () => {
    const read = quizFromCsv(`${header}\nkeyTerm,sleep,,,Sleep,,Son,Schlaf,Sonno,About sleep,,,,\n`);
    expect(read).toMatchObject({ document: { keyTerms: [{ code: 'sleep', name: { en: 'Sleep', ca: 'Son', de: 'Schlaf', it: 'Sonno' } }] } });
    const problems = quizDocumentProblems((read as { document: unknown }).document).map((p) => p.path);
    expect(problems).toContain('keyTerms[0].name.es');
    expect(problems).toContain('keyTerms[0].description.it');
  });

  it('refuses what is not a table of the layout, by row', () => {
    expect(quizFromCsv('{ "format": "club-pulse/quiz" }')).toEqual({ problems: [{ kind: 'notCsv' }] });
    expect(quizFromCsv('type,code,colour\n')).toMatchObject({
      problems: expect.arrayContaining([
        { kind: 'unknownColumn', row: 1, value: 'colour' },
        { kind: 'missingColumn', row: 1, value: 'help_it' },
      ]),
    });
    expect(quizFromCsv(`${header}\n# a note,,,\nname,A\nquestoin,,,\nname,B\n`)).toEqual({
      problems: [
        { kind: 'unknownRowType', row: 4, value: 'questoin' },
        { kind: 'repeatedRow', row: 5, value: 'name' },
      ],
    });
  });

  it('offers a template of the layout that reads back as a quiz still to translate', () => {
    const template = quizCsvTemplate();
    expect(template.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    const read = quizFromCsv(template) as { document: Record<string, unknown> };
    const missing = quizDocumentProblems(read.document);
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((p) => p.problem === 'required' && /\.(es|ca|de|it)$/.test(p.path))).toBe(true);
  });
});
