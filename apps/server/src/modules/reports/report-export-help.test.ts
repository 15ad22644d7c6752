import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SupportContactRole } from '@club-pulse/contracts/support';
import { LOCALES_DIR } from '@club-pulse/texts/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, finishEvaluation } from '../../../test/evaluation-factories.ts';
import { DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { exportKit } from '../../../test/report-export-kit.ts';

/** The personal PDF's "Where to get help", and the words of every export, which are the web catalogues'. */
let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await buildTestApp();
  work = mkdtempSync(join(tmpdir(), 'report-export-help-'));
});
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});
const { pdfText, scene } = exportKit(() => ({ t, work }));

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
