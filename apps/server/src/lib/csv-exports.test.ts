import { LANGUAGES } from '@club-pulse/contracts/constants';
import { REPORT_CSV_TABLES } from '@club-pulse/contracts/report-exports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, finishEvaluation } from '../../test/evaluation-factories.ts';
import {
  addSquadMember,
  buildAdmin,
  buildClub,
  buildMember,
  buildQuiz,
  buildStudy,
  buildStudyGroup,
  DEFAULT_PASSWORD,
} from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { auditEvents, keyTerms } from '../db/schema/index.ts';

/**
 * Every CSV file the server writes, read back as a spreadsheet would: a byte-order mark, then one rectangular table
 * (a header row, and every row as many cells as the header), whatever the names hold (separators, quotes, line
 * breaks, formula signs), in every language with its separator. The reader is strict: text after a closing quote,
 * a quote inside an unquoted cell or an unclosed quote is an error, not a guess.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** RFC 4180 with `separator`; throws on anything a spreadsheet would have to guess at. */
function strictCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('a quoted cell is never closed');
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i++];
      }
    } else
      while (i < text.length && text[i] !== separator && text[i] !== '\r') {
        if (text[i] === '"') throw new Error(`a quote inside an unquoted cell, at ${i}`);
        cell += text[i++];
      }
    row.push(cell);
    if (text[i] === separator) i++;
    else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else if (i >= text.length) throw new Error('the last line has no line end');
    else throw new Error(`${JSON.stringify(text.slice(i, i + 10))} after a cell, at ${i}`);
  }
  return rows;
}

/** A CSV file read back: the BOM, a header of named columns, and a rectangle. */
function oneTable(body: string, separator: string): string[][] {
  expect(body.startsWith('\uFEFF'), 'byte-order mark').toBe(true);
  const rows = strictCsv(body.slice(1), separator);
  const [header = []] = rows;
  expect(header.length).toBeGreaterThan(1);
  expect(header.every((name) => name.trim() !== '')).toBe(true);
  expect(new Set(header).size).toBe(header.length);
  for (const [n, r] of rows.entries()) expect(r.length, `row ${n}`).toBe(header.length);
  return rows;
}

/** Names that break a careless writer: both separators, quotes, a line break, a formula. */
const HOSTILE = ['Núria; "la Jefa"', 'Pérez, Jr.', 'Line\r\nbreak', '=SUM(A1)', 'Ørsted\ttab'];

async function scene() {
  const club = await buildClub(t.db);
  const coach = await buildMember(t.db);
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: group.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId, keyTermCount: 2, perKeyTerm: 2, hasKeyTermSummary: true });
  for (const [i, kt] of quiz.keyTerms.entries()) {
    const name = i === 0 ? 'Stress; "pressure", nerves' : 'Team\nspirit';
    await t.db
      .update(keyTerms)
      .set({ name: { en: name, es: name, ca: name, de: name, it: name } })
      .where(eq(keyTerms.id, kt.id));
  }
  const study = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, description: 'Autumn; "first" round' });
  const answers = [
    [1, 2, 4, 5],
    [2, 2, 3, 3],
    [5, 4, 5, 4],
    [1, 1, 2, 1],
    [3, 4, 3, 4],
    [4, 4, 5, 5],
    [2, 3, 2, 3],
  ];
  for (const [i, values] of answers.entries()) {
    const player = await addParticipant(t.db, {
      clubId: club.id,
      groupId: group.id,
      studyId: study.id,
      birthDate: i % 2 ? '2011-06-01' : null,
      name: HOSTILE[i % HOSTILE.length],
      surname: `Player ${i}`,
    });
    await finishEvaluation(t.db, player.evaluation.id, quiz, values);
  }
  return { study, coach, token: await t.login(coach.email, DEFAULT_PASSWORD), players: answers.length };
}

describe('every CSV export', () => {
  it('is one rectangular table with a header row and a BOM: the group report’s tables, for coach and admin, in every language', async () => {
    const s = await scene();
    const admin = await buildAdmin(t.db);
    const adminToken = await t.login(admin.email, DEFAULT_PASSWORD);
    for (const [area, token] of [
      ['manager', s.token],
      ['admin', adminToken],
    ] as const)
      for (const lang of LANGUAGES)
        for (const table of REPORT_CSV_TABLES) {
          const url = `/api/${area}/study/${s.study.id}/report/export?format=csv&table=${table}&lang=${lang}`;
          const res = await t.inject({ method: 'GET', url, token });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
          // The separator of the language: ';' where the decimal mark is ',' (es, ca, de, it), ',' in English.
          const rows = oneTable(res.body, lang === 'en' ? ',' : ';');
          expect(rows, url).toHaveLength(1 + (table === 'players' ? s.players : 2));
          const cells = rows.slice(1).flat();
          if (table === 'players') {
            expect(cells).toContain('Núria; "la Jefa" Player 0');
            expect(cells).toContain('Line\r\nbreak Player 2');
            expect(cells).toContain("'=SUM(A1) Player 3");
          } else expect(cells).toEqual(expect.arrayContaining(['Stress; "pressure", nerves', 'Team\nspirit']));
        }
  });

  it('is one rectangular table with a header row and a BOM: the audit trail', async () => {
    const admin = await buildAdmin(t.db, { name: 'Ana; "Admin"', surname: 'Line\nbreak' });
    await t.db.insert(auditEvents).values([
      { actorId: admin.id, action: 'quiz.disable', target: 'quiz:1; "x", y' },
      { actorId: admin.id, action: 'quiz.enable', target: '=cmd\r\n' },
      { actorId: null, action: 'member.disable', target: 'member:7' },
    ]);
    const token = await t.login(admin.email, DEFAULT_PASSWORD);
    const res = await t.inject({ method: 'GET', url: '/api/admin/audit/export.csv', token });
    expect(res.statusCode).toBe(200);
    const rows = oneTable(res.body, ',');
    expect(rows[0]).toEqual(['id', 'at', 'actorId', 'actorName', 'actorEmail', 'action', 'target', 'subjectType', 'subjectName']);
    const targets = rows.slice(1).map((r) => r[6]);
    expect(targets).toEqual(expect.arrayContaining(['quiz:1; "x", y', "'=cmd\r\n", 'member:7']));
  });

  it('is read by a reader that refuses what a spreadsheet would guess at', () => {
    expect(strictCsv('"a","b"\r\n"1","2"\r\n', ',')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(() => strictCsv('"a"x,"b"\r\n', ',')).toThrow(/after a cell/);
    expect(() => strictCsv('a"b,c\r\n', ',')).toThrow(/unquoted/);
    expect(() => strictCsv('"a,b\r\n', ',')).toThrow(/never closed/);
    expect(() => strictCsv('"a","b"', ',')).toThrow(/no line end/);
  });
});
