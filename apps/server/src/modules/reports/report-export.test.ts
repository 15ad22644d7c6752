import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SupportContactRole } from '@club-pulse/contracts/support';
import { LOCALES_DIR } from '@club-pulse/texts/files';
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
import { csvCell } from '../../lib/csv.ts';

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

describe("where to get help, in one's own report PDF", () => {
  const marta = { name: 'Marta Puig', role: 'welfareOfficer', email: 'welfare@club.example', phone: '+34 600 000 000', languages: ['ca', 'es'] };
  const pau = { name: 'Pau Serra', role: 'psychologist', email: 'psico@club.example', phone: null, languages: ['en'] };
  /** A club with two support contacts (added by its coach), a critical player and a minimal one. */
  async function helpScene() {
    const s = await scene(0);
    for (const contact of [marta, pau]) {
      const res = await t.inject({ method: 'POST', url: `/api/manager/club/${s.club.id}/support/contacts`, token: s.token, payload: contact });
      expect(res.statusCode).toBe(201);
    }
    const player = async (answers: number[]) => {
      const p = await addParticipant(t.db, { clubId: s.club.id, groupId: s.group.id, studyId: s.study.id, birthDate: '2012-06-01' });
      await finishEvaluation(t.db, p.evaluation.id, s.quiz, answers);
      return { ...p, token: await t.login(p.email, DEFAULT_PASSWORD) };
    };
    return { ...s, critical: await player([1, 1, 1, 1]), minimal: await player([5, 5, 5, 5]) };
  }
  const oneLine = (text: string) => text.replace(/\s+/g, ' ');
  /** What the player's "Get support" page shows of the study's club: its contacts and its country's helplines. */
  async function getSupport(s: Awaited<ReturnType<typeof helpScene>>, token: string, lang: string) {
    const mine = (await s.get(`/api/support/mine?lang=${lang}`, token)).json() as {
      clubs: Array<{ club: string; contacts: (typeof marta)[]; helplines: Array<{ name: string; number: string; description: string }> }>;
    };
    const club = mine.clubs.find((c) => c.club === s.club.name);
    expect(club?.helplines.length).toBeGreaterThan(0);
    return club as NonNullable<typeof club>;
  }

  /** A helpline as the PDF writes it: "name: number", or "number: description" for a line named by its number. */
  const helplineLine = (h: { name: string; number: string; description: string }) =>
    h.name.replace(/\s/g, '') === h.number.replace(/\s/g, '') ? `${h.number}: ${oneLine(h.description)}` : `${h.name}: ${h.number}`;

  it('lists the club’s contacts, the helplines “Get support” shows the player and 112, in their language, first for a critical result', async () => {
    const s = await helpScene();
    const res = await s.get(`/api/evaluation/${s.critical.evaluation.id}/report/export?lang=ca`, s.critical.token);
    expect(res.statusCode).toBe(200);
    const text = oneLine(pdfText(res.rawPayload, 'own-help-critical-ca'));
    const shown = await getSupport(s, s.critical.token, 'ca');
    expect(text).toContain('On demanar ajuda');
    expect(text).toContain(`Persones de ${s.club.name} amb qui pots parlar`);
    // Each contact with their role in the player's words, and their phone and email: a page has no button to tap.
    expect(shown.contacts.map((c) => c.name)).toEqual(['Marta Puig', 'Pau Serra']);
    expect(text).toContain('Marta Puig (Delegat/da de protecció): +34 600 000 000 · welfare@club.example');
    expect(text).toContain('Pau Serra (Psicòleg/òloga): psico@club.example');
    expect(text).toContain("Línies d'ajuda: gratuïtes i confidencials");
    for (const h of shown.helplines) {
      expect(text).toContain(helplineLine(h));
      expect(text).toContain(oneLine(h.description));
    }
    // A line named by its number (the European 116 111) is written once.
    expect(shown.helplines.some((h) => h.name === '116 111')).toBe(true);
    expect(text).not.toContain('116 111: 116 111');
    expect(text).toContain("Si ara mateix estàs en perill, truca al número d'emergències: 112");
    // First, before the result, as the screen shows its support panel first for a high or critical result.
    expect(text.indexOf('On demanar ajuda')).toBeLessThan(text.indexOf('Coeficient de necessitat de suport'));
  });

  it('comes after the recommendation for a lower result, still with the helplines and 112', async () => {
    const s = await helpScene();
    const res = await s.get(`/api/evaluation/${s.minimal.evaluation.id}/report/export?lang=en`, s.minimal.token);
    const text = oneLine(pdfText(res.rawPayload, 'own-help-minimal-en'));
    const shown = await getSupport(s, s.minimal.token, 'en');
    expect(text).toContain('Where to get help');
    expect(text).toContain('Marta Puig (Welfare officer): +34 600 000 000 · welfare@club.example');
    for (const h of shown.helplines) expect(text).toContain(helplineLine(h));
    expect(text).toContain('If you are in danger right now, call the emergency number: 112');
    const help = text.indexOf('Where to get help');
    expect(help).toBeGreaterThan(text.indexOf('Our recommendation'));
    expect(help).toBeLessThan(text.indexOf('Your results by topic'));
  });

  it('says when the club has named nobody, and leaves the coach’s group report as it was', async () => {
    const s = await scene(0);
    const p = await addParticipant(t.db, { clubId: s.club.id, groupId: s.group.id, studyId: s.study.id, birthDate: '2012-06-01' });
    await finishEvaluation(t.db, p.evaluation.id, s.quiz, [1, 1, 1, 1]);
    const token = await t.login(p.email, DEFAULT_PASSWORD);
    const own = oneLine(pdfText((await s.get(`/api/evaluation/${p.evaluation.id}/report/export?lang=es`, token)).rawPayload, 'own-help-none-es'));
    expect(own).toContain(`${s.club.name} aún no ha indicado una persona de contacto: las líneas de ayuda de abajo están para ti.`);
    expect(own).toContain('024: 024');
    expect(own).toContain('Si ahora mismo estás en peligro, llama al número de emergencias: 112');

    await t.inject({ method: 'POST', url: `/api/manager/club/${s.club.id}/support/contacts`, token: s.token, payload: marta });
    const group = oneLine(pdfText((await s.get(`/api/manager/study/${s.study.id}/report/export?format=pdf&lang=es`)).rawPayload, 'group-no-help-es'));
    expect(group).toContain('Informe de grupo');
    for (const word of ['Dónde pedir ayuda', 'Marta Puig', 'welfare@club.example', '024', '112']) expect(group).not.toContain(word);
  });
});

describe('the words of the files', () => {
  it('say where to get help as the support screens say it, every contact role included (the server has no support catalogue)', () => {
    for (const lang of ['en', 'es', 'ca', 'de', 'it']) {
      const catalogue = (ns: string) => JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${ns}.json`), 'utf8'));
      const help = catalogue('exports').help;
      const support = catalogue('support');
      expect({ ...help, title: undefined }, lang).toEqual({
        title: undefined,
        contacts: support.player.contactsTitle,
        noContacts: support.getSupport.noContacts,
        helplines: support.player.helplinesTitle,
        emergency: support.player.emergency,
        roles: support.roles,
      });
      expect(Object.keys(help.roles).sort(), lang).toEqual([...SupportContactRole.options].sort());
    }
  });

  it('are the web catalogues’ own: every key the exports read exists in the five languages', () => {
    const source = ['report-export.service.ts', 'pdf-help.ts'].map((file) => readFileSync(join(import.meta.dirname, file), 'utf8')).join('\n');
    const used = [...source.matchAll(/t\('(coach|player|exports)', '([\w.]+)'/g)].map((m) => [m[1] ?? '', m[2] ?? ''] as const);
    expect(used.length).toBeGreaterThan(30);
    for (const lang of ['en', 'es', 'ca', 'de', 'it']) {
      const catalogue = (ns: string) => JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${ns}.json`), 'utf8'));
      for (const [ns, key] of used) {
        const read = (k: string) => k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown> | undefined)?.[part], catalogue(ns));
        // A key read with a count is written in its plural forms (i18next: key_one, key_other).
        const value = read(key) ?? read(`${key}_other`);
        expect(typeof value, `${lang}/${ns}:${key}`).toBe('string');
      }
    }
  });
});
