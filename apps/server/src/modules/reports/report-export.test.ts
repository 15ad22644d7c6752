import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSquadMember,
  buildAdmin,
  buildClub,
  buildMember,
  buildQuiz,
  buildStudy,
  buildStudyGroup,
  DEFAULT_PASSWORD,
} from '../../../test/factories.ts';
import { addParticipant, finishEvaluation } from '../../../test/evaluation-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { csvCell } from './report-export.service.ts';

let t: TestApp;
let work: string;
/** Rendered pages land here, so that a run's artifacts show what the PDFs look like. */
const ARTIFACTS = join(import.meta.dirname, '../../../../../test-results/exports');
beforeAll(async () => {
  t = await buildTestApp();
  work = mkdtempSync(join(tmpdir(), 'report-export-'));
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The text of a PDF, by poppler's pdftotext (layout kept, so that a table row reads as one line). */
function pdfText(body: Buffer, name: string): string {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** Renders the first page with poppler's pdftoppm into the test artifacts; the PNG's size. */
function renderFirstPage(body: Buffer, name: string): number {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, body);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, join(ARTIFACTS, name)]);
  return statSync(join(ARTIFACTS, `${name}.png`)).size;
}

/** RFC 4180 CSV, as a spreadsheet reads it: the blocks of the export, each a list of rows of cells. */
function parseCsv(text: string): string[][][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  const blocks: string[][][] = [[]];
  for (const r of rows) {
    if (r.length === 1 && r[0] === '') blocks.push([]);
    else blocks.at(-1)?.push(r);
  }
  return blocks.filter((b) => b.length > 0);
}

/** Answers [1,2,4,5]: one person's key-term scores 87.5 and 12.5 (never to be shown), coefficient 50. */
const TELLTALE = [1, 2, 4, 5];

/** A club with a coach and a study on a quiz of 2 key terms × 2 questions; `finished` players have answered. */
async function scene(finished: number, names: { name: string; surname: string }[] = []) {
  const club = await buildClub(t.db);
  const coach = await buildMember(t.db, { name: 'Carla', surname: 'Coach' });
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: group.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId, keyTermCount: 2, perKeyTerm: 2, hasKeyTermSummary: true });
  const study = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, startDate: '2027-03-01', dueDate: '2027-04-01' });
  const players = [];
  for (let i = 0; i < finished; i++) {
    const player = await addParticipant(t.db, { clubId: club.id, groupId: group.id, studyId: study.id, birthDate: '2012-06-01', ...names[i] });
    await finishEvaluation(t.db, player.evaluation.id, quiz, TELLTALE);
    players.push(player);
  }
  const token = await t.login(coach.email, DEFAULT_PASSWORD);
  const get = (url: string, as: string | null = token) => t.inject({ method: 'GET', url, token: as });
  const report = async (lang = 'en') => (await get(`/api/manager/study/${study.id}/report?lang=${lang}`)).json();
  return { club, coach, group, quiz, study, players, token, get, report };
}

const audits = async (action: string, target: string) =>
  Number(
    (
      (await t.db.execute(sql`select count(*)::int as n from audit_events where action = ${action} and target = ${target}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe('the group report as CSV', () => {
  it("parses back to the screen's tables, in the coach's language, with the key-term summary once the screen shows it", async () => {
    const s = await scene(6);
    const res = await s.get(`/api/manager/study/${s.study.id}/report/export?format=csv&lang=es`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="club-pulse-group-report-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const report = await s.report('es');
    const blocks = parseCsv(res.body);
    const titled = (title: string) => blocks.find((b) => b[0]?.[0] === title);

    const candidates = titled('Jugadores por resultado');
    expect(candidates?.[1]).toEqual(['Nombre completo', expect.any(String), expect.any(String), expect.any(String)]);
    expect(candidates?.slice(2)).toEqual(
      report.candidates.map((c: { fullName: string; coefficient: number }) => [
        c.fullName,
        expect.any(String),
        c.coefficient.toFixed(1),
        expect.any(String),
      ]),
    );
    const respondents = titled('Quién ha respondido');
    expect(respondents?.slice(2)).toEqual([
      [expect.any(String), '6', '6'],
      [expect.any(String), '0', '0'],
    ]);
    // Need levels by age group: one column for the only age group, then the total (coefficient 50: high).
    expect(blocks[3]?.slice(1)).toEqual([
      ['Necesidad de apoyo', expect.stringMatching(/16/), 'Total'],
      ['Mínima', '0', '0'],
      ['Moderada', '0', '0'],
      ['Alta', '6', '6'],
      ['Crítica', '0', '0'],
    ]);
    const keyTerms = blocks.at(-1);
    expect(keyTerms?.slice(2).map((r) => [r[0], r[1]])).toEqual(
      report.keyTermSummary.map((k: { name: string; avg: number }) => [k.name, k.avg.toFixed(1)]),
    );
    expect(await audits('study.report.export.csv', `study:${s.study.id}`)).toBe(1);
  });

  it('holds no key-term figure while the screen shows none, and no one person’s key-term score', async () => {
    const s = await scene(5);
    const report = await s.report();
    expect(report.keyTermSummary).toBeNull();
    const res = await s.get(`/api/manager/study/${s.study.id}/report/export?format=csv`);
    expect(res.statusCode).toBe(200);
    const blocks = parseCsv(res.body);
    expect(blocks.map((b) => b[0]?.[0])).toEqual([
      'Group report',
      'Who answered',
      'Players by result',
      'Need levels by age group',
      'Players and coaches',
    ]);
    expect(res.body).not.toContain('87.5');
    expect(res.body).not.toContain('12.5');
    // The breakdown's average of 5 players is hidden on the screen: hidden in the file too.
    expect(blocks.at(-1)?.slice(2)).toEqual([
      [expect.any(String), '5', 'Not shown (too few answers)'],
      ['Coaches', '0', 'Not shown (too few answers)'],
    ]);
  });

  it('writes a name a spreadsheet would run as a formula as text', async () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+34 600')).toBe("'+34 600");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Núria, Pérez')).toBe('"Núria, Pérez"');
    expect(csvCell('Ana')).toBe('Ana');
    const s = await scene(1, [{ name: '=cmd|', surname: "'/c calc'!A1" }]);
    const res = await s.get(`/api/manager/study/${s.study.id}/report/export?format=csv`);
    const candidates = parseCsv(res.body).find((b) => b[0]?.[0] === 'Players by result');
    expect(candidates?.[2]?.[0]).toBe("'=cmd| '/c calc'!A1");
  });
});

describe('the group report as PDF', () => {
  it('reads as the screen in the chosen language, dated, with the confidentiality line, and renders', async () => {
    const s = await scene(6, [
      { name: 'Núria', surname: 'Puigdemont' },
      { name: 'Łukasz', surname: 'Øster' },
    ]);
    const res = await s.get(`/api/manager/study/${s.study.id}/report/export?format=pdf&lang=ca`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload, 'group-ca');
    const report = await s.report('ca');
    expect(text).toContain(`Informe de grup: ${report.study.description}`);
    expect(text).toMatch(/Generat el /);
    for (const c of report.candidates) expect(text).toContain(c.fullName);
    expect(text).toContain('Núria Puigdemont');
    expect(text).toContain('Jugadors per resultat');
    expect(text).toMatch(/Confidencial/);
    expect(text).toMatch(/Pàgina 1 de \d/);
    for (const k of report.keyTermSummary) expect(text).toContain(k.name);
    expect(renderFirstPage(res.rawPayload, 'group-report-ca')).toBeGreaterThan(1000);
    expect(await audits('study.report.export.pdf', `study:${s.study.id}`)).toBe(1);
  });

  it('says the key-term summary is not shown yet, and shows no figure of it, while fewer than 6 players finished', async () => {
    const s = await scene(5);
    const res = await s.get(`/api/manager/study/${s.study.id}/report/export?format=pdf&lang=en`);
    const text = pdfText(res.rawPayload, 'group-5');
    expect(text).toContain('There are not enough player answers to show the KPIs yet');
    expect(text).not.toContain('87.5');
    expect(text).not.toContain('12.5');
    expect(text).toContain('Not shown (too few answers)');
  });

  it('continues a long list of players on further pages, each numbered', async () => {
    const s = await scene(60);
    const res = await s.get(`/api/manager/study/${s.study.id}/report/export?format=pdf`);
    const text = pdfText(res.rawPayload, 'group-60');
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (const p of s.players) expect(text).toContain(`${p.name} ${p.surname}`);
  });
});

describe('who may export', () => {
  it('answers 401 without a session, 403 to a player and to another club’s coach, 404 for an unknown study, 400 for a bad format', async () => {
    const s = await scene(1);
    const url = `/api/manager/study/${s.study.id}/report/export?format=pdf`;
    expect((await s.get(url, null)).statusCode).toBe(401);
    const player = s.players[0];
    expect((await s.get(url, await t.login(player?.email ?? '', DEFAULT_PASSWORD))).statusCode).toBe(403);
    const other = await scene(0);
    expect((await s.get(url, other.token)).statusCode).toBe(403);
    expect((await s.get(`/api/manager/study/999999/report/export?format=csv`)).statusCode).toBe(404);
    for (const query of ['format=xlsx', '', 'format=pdf&lang=fr', 'format=csv%00']) {
      const res = await s.get(`/api/manager/study/${s.study.id}/report/export?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect(await audits('study.report.export.pdf', `study:${s.study.id}`)).toBe(0);
  });

  it('lets an admin export any study, audited', async () => {
    const s = await scene(6);
    const admin = await buildAdmin(t.db);
    const token = await t.login(admin.email, DEFAULT_PASSWORD);
    const res = await s.get(`/api/admin/study/${s.study.id}/report/export?format=csv`, token);
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body)[2]?.slice(2)).toHaveLength(6);
    expect((await s.get(`/api/admin/study/${s.study.id}/report/export?format=csv`)).statusCode).toBe(403);
    expect(await audits('study.report.export.csv', `study:${s.study.id}`)).toBe(1);
  });
});

describe("a player's own report as PDF", () => {
  it('gives the owner their result, recommendation and topics in their language; nobody else', async () => {
    const s = await scene(2);
    const [own, other] = s.players;
    const token = await t.login(own?.email ?? '', DEFAULT_PASSWORD);
    const url = `/api/evaluation/${own?.evaluation.id}/report/export?lang=de`;
    const res = await s.get(url, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload, 'own-de');
    const json = (await s.get(`/api/evaluation/${own?.evaluation.id}/report?lang=de`, token)).json();
    expect(text).toContain('Persönlicher Bericht');
    expect(text).toContain(json.coefficient.toFixed(1));
    for (const k of json.keyTerms) expect(text).toContain(k.name);
    expect(text).toContain('Privat: Dieser Bericht gehört dir.');
    expect(renderFirstPage(res.rawPayload, 'own-report-de')).toBeGreaterThan(1000);
    expect(await audits('evaluation.report.export.pdf', `evaluation:${own?.evaluation.id}`)).toBe(1);

    expect((await s.get(`/api/evaluation/${other?.evaluation.id}/report/export`, token)).statusCode).toBe(404);
    expect((await s.get(url, s.token)).statusCode).toBe(404);
    expect((await s.get(url, null)).statusCode).toBe(401);
  });
});

describe('the words of the files', () => {
  it('are the web catalogues’ own: every key the exports read exists in the five languages', () => {
    const source = readFileSync(join(import.meta.dirname, 'report-export.service.ts'), 'utf8');
    const used = [...source.matchAll(/t\('(coach|player|exports)', '([\w.]+)'/g)].map((m) => [m[1] ?? '', m[2] ?? ''] as const);
    expect(used.length).toBeGreaterThan(30);
    for (const lang of ['en', 'es', 'ca', 'de', 'it']) {
      const catalogue = (ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../../../web/src/locales/${lang}/${ns}.json`), 'utf8'));
      for (const [ns, key] of used) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], catalogue(ns));
        expect(typeof value, `${lang}/${ns}:${key}`).toBe('string');
      }
    }
  });
});
