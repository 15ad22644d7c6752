import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { EXPORT_ARTIFACTS, exportKit } from '../../../test/report-export-kit.ts';
import { csvCell } from '../../lib/csv.ts';

let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await buildTestApp();
  work = mkdtempSync(join(tmpdir(), 'report-export-'));
  mkdirSync(EXPORT_ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});
const { pdfText, renderFirstPage, scene, audits } = exportKit(() => ({ t, work }));

/** RFC 4180 CSV with the given separator, as a spreadsheet reads it: the rows, each a list of cells. */
function parseCsv(text: string, separator = ','): string[][] {
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
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

/** A CSV export read back: it must start with the byte-order mark and be one rectangular table. */
function table(body: string, separator: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const rows = parseCsv(body.slice(1), separator);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(r).toHaveLength(rows[0]?.length ?? 0);
  return rows;
}

describe('the group report as CSV', () => {
  it('is one table of a row per player, in the coach’s language with its separator and decimal mark', async () => {
    const s = await scene(6);
    const res = await s.get(`/api/manager/study/${s.study.id}/report/export?format=csv&lang=es`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="club-pulse-group-report-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const report = await s.report('es');
    const rows = table(res.body, ';');
    expect(rows[0]).toEqual(['Nombre completo', expect.any(String), 'Necesidad de apoyo', expect.any(String)]);
    expect(rows.slice(1)).toEqual(
      report.candidates.map((c: { fullName: string; coefficient: number }) => [
        c.fullName,
        String(Math.round(c.coefficient * 10) / 10).replace('.', ','),
        'Alta',
        expect.any(String),
      ]),
    );
    expect(await audits('study.report.export.csv', `study:${s.study.id}`)).toBe(1);

    const keyTerms = await s.get(`/api/manager/study/${s.study.id}/report/export?format=csv&table=keyTerms&lang=es`);
    expect(keyTerms.headers['content-disposition']).toMatch(/filename="club-pulse-key-terms-/);
    const kt = table(keyTerms.body, ';');
    expect(kt.slice(1).map((r) => [r[0], r[1]])).toEqual(
      report.keyTermSummary.map((k: { name: string; avg: number }) => [k.name, String(Math.round(k.avg * 10) / 10).replace('.', ',')]),
    );
    const english = table((await s.get(`/api/manager/study/${s.study.id}/report/export?format=csv&table=keyTerms&lang=en`)).body, ',');
    expect(english.slice(1).map((r) => r[1])).toEqual(report.keyTermSummary.map((k: { avg: number }) => String(Math.round(k.avg * 10) / 10)));
    // The share who answered is a percentage, as on the screen and in the PDF, under a header that says so.
    expect(english[0]?.[4]).toBe('% answered');
    expect(english.slice(1).map((r) => r[4])).toEqual(
      report.keyTermSummary.map((k: { ratioAnswered: number }) => String(Math.round(k.ratioAnswered * 1000) / 10)),
    );
    expect(english.slice(1).some((r) => Number(r[4]) > 1)).toBe(true);
  });

  it('holds no key-term figure while the screen shows none, and no one person’s key-term score', async () => {
    const s = await scene(5);
    const report = await s.report();
    expect(report.keyTermSummary).toBeNull();
    const res = await s.get(`/api/manager/study/${s.study.id}/report/export?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(table(res.body, ',')).toHaveLength(6);
    expect(res.body).not.toContain('87.5');
    expect(res.body).not.toContain('12.5');
    const keyTerms = await s.get(`/api/manager/study/${s.study.id}/report/export?format=csv&table=keyTerms`);
    expect(table(keyTerms.body, ',')).toHaveLength(1);
  });

  it('writes a name a spreadsheet would run as a formula as text', async () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+34 600')).toBe(`"'+34 600"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('Núria; Pérez')).toBe('"Núria; Pérez"');
    expect(csvCell(-1.5, ',')).toBe('"-1,5"');
    const s = await scene(1, [{ name: '=cmd|', surname: "'/c calc'!A1" }]);
    const res = await s.get(`/api/manager/study/${s.study.id}/report/export?format=csv`);
    expect(table(res.body, ',')[1]?.[0]).toBe("'=cmd| '/c calc'!A1");
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

  it('opens on the summary of the screen: who answered, the players at each level, and who needs follow-up by name', async () => {
    const s = await scene(3, [
      { name: 'Laia', surname: 'Puig' },
      { name: 'Jordi', surname: 'Vila' },
    ]);
    const report = await s.report('en');
    const level = report.candidates[0].needLevel;
    expect(report.candidates.every((c: { needLevel: string }) => c.needLevel === level)).toBe(true);
    const res = await s.get(`/api/manager/study/${s.study.id}/report/export?format=pdf&lang=en`);
    const text = pdfText(res.rawPayload, 'group-summary-en');
    const summary = text.slice(text.indexOf('Summary'), text.indexOf('Who answered'));
    expect(summary).toContain('Players who answered: 3 of 3');
    const levelWord = { minimal: 'Minimal', moderate: 'Moderate', high: 'High', critical: 'Critical' }[level as string];
    const spread = ['Critical', 'High', 'Moderate', 'Minimal'].map((word) => `${word}: ${word === levelWord ? '3 players' : 'Nobody'}`).join(', ');
    expect(summary.replace(/\s+/g, ' ')).toContain(`Results by need level: ${spread}`);
    expect(summary).not.toContain("team's level");
    if (level === 'high' || level === 'critical') {
      expect(summary).toMatch(/\n3 players need follow-up\n/);
      expect(summary).toMatch(/Need follow-up: .*Jordi Vila \((High|Critical)\), Laia Puig \((High|Critical)\)/);
    } else {
      expect(summary).toContain('Nobody at high or critical need.');
      expect(summary).not.toContain('Laia Puig');
    }
    expect(text.indexOf('Summary')).toBeLessThan(text.indexOf('Players by result'));
  });

  it('writes every score with the reader’s decimal mark, as the screen and the CSV do', async () => {
    const s = await scene(6);
    const res = await s.get(`/api/manager/study/${s.study.id}/report/export?format=pdf&lang=ca`);
    const text = pdfText(res.rawPayload, 'group-ca-decimals');
    const report = await s.report('ca');
    const catalan = (n: number) => new Intl.NumberFormat('ca', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
    const scores = [
      ...report.candidates.map((c: { coefficient: number }) => c.coefficient),
      ...report.breakdown.map((c: { avgCoefficient: number | null }) => c.avgCoefficient).filter((n: number | null) => n !== null),
      ...report.keyTermSummary.flatMap((k: { avg: number; min: number; max: number }) => [k.avg, k.min, k.max]),
    ];
    expect(scores.length).toBeGreaterThan(8);
    for (const n of scores) {
      expect(text).toContain(catalan(n));
      expect(catalan(n)).toContain(',');
      expect(text).not.toContain(n.toFixed(1));
    }
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
    expect(table(res.body, ',').slice(1)).toHaveLength(6);
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
    // Scores in the German decimal mark ("50,0"), as the screen writes them.
    const german = (n: number) => new Intl.NumberFormat('de', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
    expect(text).toContain(german(json.coefficient));
    expect(text).not.toContain(json.coefficient.toFixed(1));
    for (const k of json.keyTerms) {
      expect(text).toContain(k.name);
      expect(text).toContain(german(k.score));
      expect(text).not.toContain(k.score.toFixed(1));
    }
    expect(text).toContain('Privat: Dieser Bericht gehört dir.');
    // Topics and the result on different scales: the sentence that says so, as on the screen.
    expect(text.replace(/\s+/g, ' ')).toContain('Themen werden auf einer eigenen Skala mit 5 Stufen bewertet, feiner als die 4 Stufen');
    expect(renderFirstPage(res.rawPayload, 'own-report-de')).toBeGreaterThan(1000);
    expect(await audits('evaluation.report.export.pdf', `evaluation:${own?.evaluation.id}`)).toBe(1);

    expect((await s.get(`/api/evaluation/${other?.evaluation.id}/report/export`, token)).statusCode).toBe(404);
    expect((await s.get(url, s.token)).statusCode).toBe(404);
    expect((await s.get(url, null)).statusCode).toBe(401);
  });
});
