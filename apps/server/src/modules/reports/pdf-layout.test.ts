import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { LOCALES_DIR } from '@club-pulse/texts/files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSquadMember, buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { addParticipant, finishEvaluation } from '../../../test/evaluation-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { keyTerms } from '../../db/schema/index.ts';
import { fitWidths } from './pdf-document.ts';

/**
 * The PDF exports laid out so that no text runs into other text, whatever the length of the names and of the
 * translations: each file is read back by poppler (`pdftotext -bbox-layout` gives every word's box) and no two word
 * boxes of a page may overlap. Needs poppler-utils, like the other tests that read PDFs (npm test installs it).
 */

let t: TestApp;
let work: string;
const ARTIFACTS = join(import.meta.dirname, '../../../../../test-results/exports');
beforeAll(async () => {
  t = await buildTestApp();
  work = mkdtempSync(join(tmpdir(), 'pdf-layout-'));
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

interface Word {
  page: number;
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The text of a word of pdftotext's XHTML. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const fromXhtml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');

/** Every word of a PDF with its box, as poppler's pdftotext finds them. */
function words(body: Buffer, name: string): Word[] {
  // Kept in the test artifacts beside its rendered page, to be looked at when a layout fails.
  const file = join(ARTIFACTS, `${name}.pdf`);
  writeFileSync(file, body);
  const html = execFileSync('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const found: Word[] = [];
  html.split(/<page /).forEach((page, index) => {
    for (const m of page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g))
      found.push({ page: index, text: fromXhtml(m[5] ?? ''), x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]) });
  });
  return found;
}

/** Points two boxes may share (a glyph's box reaches a hair into the next line's): less than any visible overlap. */
const TOLERANCE = 0.5;

/** The pairs of words of a page whose boxes overlap. */
function overlaps(list: Word[]): string[] {
  const clashes: string[] = [];
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i] as Word;
      const b = list[j] as Word;
      if (a.page !== b.page) continue;
      const dx = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const dy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (dx > TOLERANCE && dy > TOLERANCE) clashes.push(`page ${a.page}: "${a.text}" and "${b.text}"`);
    }
  return clashes;
}

/** The column headers of the tables, in `lang`, as the web catalogues write them. */
function headers(lang: string, ns: 'coach' | 'player'): string[] {
  const catalogue = JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${ns}.json`), 'utf8')).report;
  if (ns === 'player') return [catalogue.coefficient, ...Object.values(catalogue.columns as Record<string, string>)];
  const keys = ['fullName', 'result', 'coefficient', 'ageGroup', 'total', 'group', 'answered', 'avgCoefficient', 'keyTerm', 'avg', 'min', 'max'];
  return [...keys, 'ratioAnswered', 'players', 'coaches'].map((k) => catalogue[k]);
}

/** The words of `texts` the file does not hold whole: broken over two lines of a cell elsewhere than after a dash. */
function broken(texts: string[], list: Word[]): string[] {
  const found = new Set(list.map((w) => w.text));
  const whole = (word: string) => found.has(word) || word.split(/(?<=[-–—])/).every((part) => found.has(part));
  return texts.flatMap((text) => text.split(/\s+/)).filter((word) => word !== '' && !whole(word));
}

/** A page of the file as a PNG in the test artifacts, to look at. */
function render(body: Buffer, name: string) {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, body);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, join(ARTIFACTS, name)]);
  return statSync(join(ARTIFACTS, `${name}.png`)).size;
}

const LONG = 'Maximiliane-Friederike Wolkenstein-Trostburg';
/** Players of every age group (and of unknown age) with long names, and results from minimal to critical. */
const PLAYERS: { birthDate: string | null; answers: number[] }[] = [
  { birthDate: '2014-06-01', answers: [1, 1, 1, 1] },
  { birthDate: '2012-06-01', answers: [2, 2, 2, 2] },
  { birthDate: '2010-06-01', answers: [3, 3, 3, 3] },
  { birthDate: '2007-06-01', answers: [4, 4, 4, 4] },
  { birthDate: '1999-06-01', answers: [5, 5, 5, 5] },
  { birthDate: null, answers: [1, 2, 4, 5] },
  { birthDate: '2011-06-01', answers: [5, 4, 5, 4] },
];

async function scene() {
  const club = await buildClub(t.db, { name: 'Club Deportivo Unión Atlética de Santa Cruz de Tenerife y Alrededores' });
  const coach = await buildMember(t.db, { name: 'Carla', surname: 'Coach' });
  const group = await buildStudyGroup(t.db, { clubId: club.id, name: 'Categoría Infantil Femenina de Competición Autonómica' });
  await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: group.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId, keyTermCount: 2, perKeyTerm: 2, hasKeyTermSummary: true });
  const longTerms = ['Selbstwirksamkeitserwartung und Leistungsmotivation im Mannschaftssport', 'Emotionsregulation unter Wettkampfdruck'];
  for (const [i, kt] of quiz.keyTerms.entries()) {
    const name = longTerms[i] ?? 'x';
    await t.db
      .update(keyTerms)
      .set({ name: { en: name, es: name, ca: name, de: name, it: name } })
      .where(eq(keyTerms.id, kt.id));
  }
  const study = await buildStudy(t.db, {
    studyGroupId: group.id,
    quizId: quiz.id,
    startDate: '2027-03-01',
    dueDate: '2027-04-01',
    description: 'Evaluación de bienestar psicológico de la temporada de otoño, segunda vuelta',
  });
  const players = [];
  for (const [i, p] of PLAYERS.entries()) {
    const player = await addParticipant(t.db, {
      clubId: club.id,
      groupId: group.id,
      studyId: study.id,
      birthDate: p.birthDate,
      name: `${LONG.split(' ')[0]}${i}`,
      surname: `${LONG.split(' ')[1]}-Castellví de la Peña`,
    });
    await finishEvaluation(t.db, player.evaluation.id, quiz, p.answers);
    players.push(player);
  }
  const token = await t.login(coach.email, DEFAULT_PASSWORD);
  // Support contacts with long names, roles and addresses: the personal report's "Where to get help" lists them.
  for (const contact of CONTACTS) {
    const added = await t.inject({ method: 'POST', url: `/api/manager/club/${club.id}/support/contacts`, token, payload: contact });
    expect(added.statusCode).toBe(201);
  }
  return { study, players, token };
}

const CONTACTS = [
  {
    name: 'Maria Àngels Fernández-Villaverde i Puigdollers',
    role: 'welfareOfficer',
    email: 'delegacio.proteccio.infancia@clubdeportivounionatletica.example',
    phone: '+34 922 000 000',
    languages: ['es', 'ca'],
  },
  { name: 'Dr. Friederike Schwarzenberg-Hohenlohe', role: 'psychologist', email: null, phone: '+49 (0) 30 1234 5678', languages: ['de', 'en'] },
];

describe('the PDF exports', () => {
  it('write no text over other text, with long names and in every language', { timeout: 120_000 }, async () => {
    const s = await scene();
    const player = s.players[0];
    const playerToken = await t.login(player?.email ?? '', DEFAULT_PASSWORD);
    const minimal = s.players[4];
    const minimalToken = await t.login(minimal?.email ?? '', DEFAULT_PASSWORD);
    for (const lang of LANGUAGES) {
      const group = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/report/export?format=pdf&lang=${lang}`, token: s.token });
      expect(group.statusCode).toBe(200);
      const groupWords = words(group.rawPayload, `layout-group-${lang}`);
      // The file is read back (the long names are there), and its words stand apart.
      expect(groupWords.map((w) => w.text).join(' ')).toContain('Castellví');
      expect(overlaps(groupWords), `group report (${lang})`).toEqual([]);
      expect(broken([...headers(lang, 'coach'), 'Selbstwirksamkeitserwartung'], groupWords), `group report (${lang})`).toEqual([]);
      expect(render(group.rawPayload, `layout-group-${lang}`)).toBeGreaterThan(1000);

      // A critical result (where to get help first) and a minimal one (after the recommendation).
      for (const [who, token, evaluationId] of [
        ['own', playerToken, player?.evaluation.id],
        ['own-minimal', minimalToken, minimal?.evaluation.id],
      ] as const) {
        const own = await t.inject({ method: 'GET', url: `/api/evaluation/${evaluationId}/report/export?lang=${lang}`, token });
        expect(own.statusCode).toBe(200);
        const ownWords = words(own.rawPayload, `layout-${who}-${lang}`);
        const ownText = ownWords.map((w) => w.text).join(' ');
        expect(ownText).toContain('Emotionsregulation');
        // Where to get help: the contacts, a helpline of the club's country and the emergency number, apart from the rest.
        for (const contact of CONTACTS) expect(ownText).toContain(contact.name);
        expect(ownText).toContain(CONTACTS[0]?.email);
        expect(ownText).toContain('Fundación ANAR');
        expect(ownWords.some((w) => w.text === '112')).toBe(true);
        // A phone number is never broken over two lines: its first and last digits stand on one line.
        const [first, last] = ['+49', '5678'].map((part) => ownWords.find((w) => w.text.includes(part)));
        expect(first && last && Math.abs(first.y0 - last.y0) < 1, `phone on one line (${lang}, ${who})`).toBe(true);
        expect(overlaps(ownWords), `personal report (${lang}, ${who})`).toEqual([]);
        expect(broken([...headers(lang, 'player'), 'Selbstwirksamkeitserwartung'], ownWords), `personal report (${lang}, ${who})`).toEqual([]);
        expect(render(own.rawPayload, `layout-${who}-${lang}`)).toBeGreaterThan(1000);
      }
    }
  });

  it('finds overlapping words and words broken over two lines when there are some', () => {
    const cut = [{ page: 1, text: 'Durchschn', x0: 0, y0: 0, x1: 1, y1: 1 }];
    expect(broken(['Durchschnitt'], cut)).toEqual(['Durchschnitt']);
    expect(broken(['Durchschn'], cut)).toEqual([]);
    const word = (text: string, x0: number, y0: number, page = 1): Word => ({ page, text, x0, y0, x1: x0 + 40, y1: y0 + 10 });
    expect(overlaps([word('Ratio', 100, 100), word('answered', 130, 105)])).toEqual(['page 1: "Ratio" and "answered"']);
    // Side by side, one under the other, or on other pages: no clash.
    expect(overlaps([word('a', 100, 100), word('b', 140, 100), word('c', 100, 110), word('d', 100, 100, 2)])).toEqual([]);
  });
});

describe('the widths of a table’s columns', () => {
  it('follow the weights, give a column too narrow for its longest word that word’s width, and shrink all when nothing fits', () => {
    expect(fitWidths([50, 50], [10, 10], 200)).toEqual([100, 100]);
    expect(fitWidths([80, 10, 10], [20, 60, 20], 200)).toEqual([120, 60, 20]);
    expect(fitWidths([1, 1], [150, 250], 200)).toEqual([75, 125]);
  });
});
