import { LANGUAGES } from '@club-pulse/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auditEvents, complianceTexts, members } from '../../db/schema/index.ts';
import { firstOf } from '../../../test/nth.ts';

let t: TestApp;
let adminToken: string;
let adminId: number;
let studyToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(complianceTexts).values([
    { category: 0, version: 1, language: 'en', content: '# Terms v1' },
    { category: 0, version: 1, language: 'es', content: '# Términos v1' },
    { category: 2, version: 1, language: 'en', content: '# Privacy v1' },
    { category: 2, version: 1, language: 'de', content: '# Datenschutz v1' },
  ]);
  const admin = await buildAdmin(t.db);
  adminId = admin.id;
  adminToken = await t.login(admin.email, DEFAULT_PASSWORD);
  const club = await buildClub(t.db);
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId });
  studyToken = (await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id })).token;
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
/** A change summary in every language: 'Changed (en)', 'Changed (es)'… */
const summaries = Object.fromEntries(LANGUAGES.map((l) => [l, `Changed (${l})`]));
/** Publishes with a change summary in every language unless the payload says otherwise. */
const publish = (payload: object, token: string | null = adminToken) =>
  t.inject({ method: 'POST', url: '/api/admin/compliance', payload: { changeSummary: summaries, ...payload }, token });
const accept = (token: string | null, payload: object = {}) => t.inject({ method: 'POST', url: '/api/compliance/acceptNewTerms', token, payload });

describe('GET /api/compliance/byCategory/{category}', () => {
  it('gives the usage terms and the privacy policy to anyone, in the asked language with English fallback', async () => {
    const es = await get('/api/compliance/byCategory/0?lang=es');
    expect(es.statusCode).toBe(200);
    expect(es.json()).toMatchObject({ category: 0, version: 1, language: 'es', content: '# Términos v1', publishedAt: expect.any(String) });
    const it_ = await get('/api/compliance/byCategory/0?lang=it');
    expect(it_.json()).toMatchObject({ language: 'en', content: '# Terms v1' });
    const privacy = await get('/api/compliance/byCategory/2', { 'accept-language': 'fr-FR, de;q=0.8, en;q=0.5' });
    expect(privacy.json()).toMatchObject({ category: 2, language: 'de', content: '# Datenschutz v1' });
    const fallback = await get('/api/compliance/byCategory/2');
    expect(fallback.json()).toMatchObject({ language: 'en', content: '# Privacy v1' });
  });

  it('rejects unknown categories with 400', async () => {
    for (const c of ['1', '3', 'abc', '-1']) {
      const res = await get(`/api/compliance/byCategory/${c}`);
      expect(res.statusCode, c).toBe(400);
    }
  });
});

/** A text in every language, e.g. all('# Terms v2') gives '# Terms v2 (en)', '# Terms v2 (es)'… */
const all = (text: string) => Object.fromEntries(LANGUAGES.map((l) => [l, `${text} (${l})`]));
const current = (category: number, token: string | null = adminToken) => t.inject({ method: 'GET', url: `/api/admin/compliance/${category}`, token });

describe('POST /api/admin/compliance', () => {
  it('is for admins only', async () => {
    const user = await buildMember(t.db);
    const userToken = await t.login(user.email, DEFAULT_PASSWORD);
    expect((await publish({ category: 2, contents: all('x') }, null)).statusCode).toBe(401);
    expect((await publish({ category: 2, contents: all('x') }, userToken)).statusCode).toBe(403);
    expect((await current(2, null)).statusCode).toBe(401);
    expect((await current(2, userToken)).statusCode).toBe(403);
  });

  it('requires the text of every language, naming each missing or empty one, and a known category', async () => {
    const res = await publish({ category: 2, contents: { en: '# Privacy', es: '# Privacidad', ca: '   ', it: '' } });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field?: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['contents.ca', 'contents.de', 'contents.it']);
    expect((await publish({ category: 2, contents: { en: 'x' } })).statusCode).toBe(400);
    expect((await publish({ category: 1, contents: all('x') })).statusCode).toBe(400);
    expect((await publish({ category: 2 })).statusCode).toBe(400);
    expect((await get('/api/compliance/byCategory/2?lang=es')).json()).toMatchObject({ version: 1 });
  });

  it('publishes the next version in every language at once and audits the document, the version and the count', async () => {
    const res = await publish({ category: 2, contents: { ...all('# Privacy v2'), ca: '  # Privacitat v2\n' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: 2, version: 2, languages: [...LANGUAGES], membersToAccept: 0 });
    expect((await get('/api/compliance/byCategory/2?lang=ca')).json()).toMatchObject({ version: 2, language: 'ca', content: '# Privacitat v2' });
    // The German text of version 1 is never shown under number 2: version 2 has its own German text.
    expect((await get('/api/compliance/byCategory/2?lang=de')).json()).toMatchObject({ version: 2, language: 'de', content: '# Privacy v2 (de)' });
    const rows = await t.db
      .select()
      .from(complianceTexts)
      .where(and(eq(complianceTexts.category, 2), eq(complianceTexts.version, 2)));
    expect(rows.map((r) => r.language).sort()).toEqual([...LANGUAGES].sort());
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'compliance.publish'));
    expect(audits).toContainEqual(expect.objectContaining({ actorId: adminId, target: 'category:2:v2:membersToAccept:0' }));
  });

  it('refuses a version where no language changed, and publishes when one did', async () => {
    const same = await publish({ category: 2, contents: { ...all('# Privacy v2'), ca: '# Privacitat v2' } });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([expect.objectContaining({ code: 'ValidationError', field: 'contents' })]);
    expect((await current(2)).json().version).toBe(2);
    const one = await publish({ category: 2, contents: { ...all('# Privacy v2'), ca: '# Privacitat v3' } });
    expect(one.json()).toMatchObject({ version: 3 });
  });
});

describe('what changed, and the version line', () => {
  it('requires a change summary in every language once a version exists, naming each one missing, and refuses one too long', async () => {
    const without = await publish({ category: 2, contents: all('# Privacy, summed up'), changeSummary: undefined });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual(
      LANGUAGES.map((l) => expect.objectContaining({ code: 'ValidationError', field: `changeSummary.${l}`, message: expect.any(String) })),
    );
    // English alone is not enough any more: members reading Spanish, Catalan, German or Italian would read English.
    const onlyEnglish = await publish({ category: 2, contents: all('# Privacy, summed up'), changeSummary: { en: 'Reports are kept longer.' } });
    expect(onlyEnglish.statusCode).toBe(400);
    expect((onlyEnglish.json().errors as { field: string }[]).map((e) => e.field)).toEqual([
      'changeSummary.es',
      'changeSummary.ca',
      'changeSummary.de',
      'changeSummary.it',
    ]);
    const blankGerman = await publish({ category: 2, contents: all('# Privacy, summed up'), changeSummary: { ...summaries, de: '   ' } });
    expect(blankGerman.json().errors).toEqual([expect.objectContaining({ code: 'ValidationError', field: 'changeSummary.de' })]);
    const tooLong = await publish({ category: 2, contents: all('# Privacy, summed up'), changeSummary: { ...summaries, it: 'x'.repeat(301) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([expect.objectContaining({ field: 'changeSummary.it' })]);
    // Nothing was published by any of them.
    expect((await get('/api/compliance/byCategory/2?lang=en')).json().content).not.toContain('summed up');
  });

  it('shows members the summary written in their language', async () => {
    const next = ((await current(2)).json().version as number) + 1;
    const changeSummary = { ...summaries, en: 'Reports are kept two seasons.', es: 'Los informes se guardan dos temporadas.' };
    const res = await publish({ category: 2, contents: all('# Privacy, two seasons'), changeSummary });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/compliance/byCategory/2?lang=es')).json()).toMatchObject({
      version: next,
      changeSummary: 'Los informes se guardan dos temporadas.',
    });
    for (const l of ['ca', 'de', 'it'])
      expect((await get(`/api/compliance/byCategory/2?lang=${l}`)).json(), l).toMatchObject({ changeSummary: `Changed (${l})` });
  });

  it('shows the English summary only for a version stored without one in the language (published when English was enough)', async () => {
    const next = ((await current(2)).json().version as number) + 1;
    await t.db.insert(complianceTexts).values(
      LANGUAGES.map((language) => ({
        category: 2,
        version: next,
        language,
        content: `# Privacy, old data (${language})`,
        changeSummary: language === 'en' ? 'Written in English only.' : language === 'es' ? 'Solo en español e inglés.' : null,
      })),
    );
    expect((await get('/api/compliance/byCategory/2?lang=es')).json()).toMatchObject({ version: next, changeSummary: 'Solo en español e inglés.' });
    expect((await get('/api/compliance/byCategory/2?lang=de')).json()).toMatchObject({ version: next, changeSummary: 'Written in English only.' });
  });

  it('keeps the version out of the text: published without its version line, which the view states from the real number', async () => {
    const next = ((await current(2)).json().version as number) + 1;
    const contents = {
      ...all('# Privacy'),
      en: '# Privacy\n\nVersion 1\n\nText',
      es: '# Privacidad\n\nVersión 1\n\nTexto',
      it: 'Versione 7\n\nTesto',
    };
    const res = await publish({ category: 2, contents });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/compliance/byCategory/2?lang=es')).json()).toMatchObject({ version: next, content: '# Privacidad\n\nTexto' });
    expect((await get('/api/compliance/byCategory/2?lang=en')).json().content).toBe('# Privacy\n\nText');
    expect((await get('/api/compliance/byCategory/2?lang=it')).json().content).toBe('Testo');
    const stored = await t.db
      .select()
      .from(complianceTexts)
      .where(and(eq(complianceTexts.category, 2), eq(complianceTexts.version, next)));
    expect(stored.filter((r) => /Versi(on|ón|ó|one) \d/.test(r.content))).toEqual([]);
    // The editor starts from the same texts: unchanged, they are refused as before, and so are texts that differ
    // from them only by a version line (a text written from an older copy).
    const editing = (await current(2)).json().contents;
    expect(editing).toMatchObject({ en: '# Privacy\n\nText', it: 'Testo' });
    expect((await publish({ category: 2, contents: editing })).json().errors).toEqual([expect.objectContaining({ field: 'contents' })]);
    const withLine = await publish({ category: 2, contents: { ...editing, en: '# Privacy\n\nVersion 3\n\nText' } });
    expect(withLine.json().errors).toEqual([expect.objectContaining({ field: 'contents' })]);
    // A text that is nothing but a version line is no text.
    const onlyLine = await publish({ category: 2, contents: { ...editing, en: '# Privacy, changed', de: 'Version 9' } });
    expect(onlyLine.json().errors).toEqual([expect.objectContaining({ code: 'ValidationError', field: 'contents.de' })]);
  });

  it('shows a text stored with a version line (before the version was kept out of texts) without it, to members and to the editor', async () => {
    const next = ((await current(2)).json().version as number) + 1;
    await t.db.insert(complianceTexts).values(
      LANGUAGES.map((language) => ({
        category: 2,
        version: next,
        language,
        content: `# Privacy (${language})\n\nVersion ${next}\n\nText`,
        changeSummary: 'x',
      })),
    );
    expect((await get('/api/compliance/byCategory/2?lang=de')).json()).toMatchObject({ version: next, content: '# Privacy (de)\n\nText' });
    expect((await current(2)).json()).toMatchObject({ version: next, contents: { en: '# Privacy (en)\n\nText', ca: '# Privacy (ca)\n\nText' } });
  });

  it('has no summary for a version published before summaries existed', async () => {
    expect((await get('/api/compliance/byCategory/0?lang=es')).json()).toMatchObject({ version: 1, changeSummary: null });
  });
});

describe('GET /api/admin/compliance/templates', () => {
  it('gives the shipped texts without a version line: the editor and its preview never disagree on the number', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/compliance/templates', token: adminToken });
    expect(res.statusCode).toBe(200);
    const { usageTerms, privacyPolicy } = res.json() as Record<string, Record<string, string>>;
    for (const l of LANGUAGES) {
      for (const text of [usageTerms?.[l], privacyPolicy?.[l]]) {
        expect(text, l).toMatch(/^# /);
        expect(text, l).not.toMatch(/^(Version|Versión|Versió|Versione) \d+\s*$/m);
        expect(text, l).not.toMatch(/\n{3}/);
      }
    }
  });
});

describe('two admins publishing the same document', () => {
  it('publishes nothing written against a version that is no longer the current one (409): of two racing on it, one wins', async () => {
    const base = (await current(2)).json().version as number;
    const [a, b] = await Promise.all([
      publish({ category: 2, contents: all('# Privacy by A'), basedOnVersion: base }),
      publish({ category: 2, contents: all('# Privacy by B'), basedOnVersion: base }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(loser.json().errors).toEqual([expect.objectContaining({ code: 'ComplianceVersionChanged' })]);
    const now = (await current(2)).json();
    expect(now.version).toBe(base + 1);
    expect(now.contents.en).toBe(winner === a ? '# Privacy by A (en)' : '# Privacy by B (en)');
    expect((await t.db.select().from(complianceTexts).where(eq(complianceTexts.category, 2))).filter((r) => r.version > base + 1)).toEqual([]);
    // Written again against the new version, it goes through; "no version yet" is stale once there is one.
    const again = await publish({ category: 2, contents: all('# Privacy by the second'), basedOnVersion: base + 1 });
    expect(again.json()).toMatchObject({ version: base + 2 });
    expect((await publish({ category: 2, contents: all('# Privacy from scratch'), basedOnVersion: null })).statusCode).toBe(409);
    expect((await publish({ category: 2, contents: all('# Privacy'), basedOnVersion: 0 })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/compliance/{category}', () => {
  it('gives the current version in every language, empty where it has none', async () => {
    const res = await current(0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      category: 0,
      version: 1,
      publishedAt: expect.any(String),
      contents: { en: '# Terms v1', es: '# Términos v1', ca: '', de: '', it: '' },
    });
    expect((await current(3)).statusCode).toBe(400);
  });

  it('counts the enabled users who will have to accept new usage terms, and nobody for the privacy policy', async () => {
    const before = (await current(0)).json().membersToAccept as number;
    await buildMember(t.db);
    await buildMember(t.db, { acceptedTermsVersion: 1 });
    await buildMember(t.db, { enabled: false });
    await buildAdmin(t.db);
    expect((await current(0)).json().membersToAccept).toBe(before + 2);
    expect((await current(2)).json().membersToAccept).toBe(0);
  });
});

describe('new usage terms (451) and their acceptance', () => {
  it('gates user-area calls with 451 until the member accepts, leaving sign-in, squad roles and compliance calls open', async () => {
    const player = await buildMember(t.db, { acceptedTermsVersion: 1 });
    const token = await t.login(player.email, DEFAULT_PASSWORD);
    const onboard = () => t.inject({ method: 'POST', url: '/api/player/onboard', token, payload: { studyToken } });
    expect((await onboard()).statusCode).toBe(200);

    const expected = (await current(0)).json().membersToAccept;
    const published = await publish({ category: 0, contents: { ...all('# Terms v2'), es: '# Términos v2' } });
    expect(published.json()).toMatchObject({ version: 2, membersToAccept: expected });
    expect(expected).toBeGreaterThan(0);

    const gated = await onboard();
    expect(gated.statusCode).toBe(451);
    expect(gated.json().errors[0].code).toBe('TermsChanged');
    expect((await t.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles', token })).statusCode).toBe(200);
    expect((await get('/api/compliance/byCategory/0?lang=es')).json()).toMatchObject({ version: 2, content: '# Términos v2' });
    expect(await t.login(player.email, DEFAULT_PASSWORD)).toEqual(expect.any(String));

    // Accepting a version the member did not read is refused: the newer one must be read first.
    const stale = await accept(token, { version: 1 });
    expect(stale.statusCode).toBe(451);

    const accepted = await accept(token, { version: 2 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ version: 2 });
    expect((await onboard()).statusCode).toBe(200);
    const [row] = firstOf(await t.db.select().from(members).where(eq(members.id, player.id)), 1);
    expect(row.acceptedTermsVersion).toBe(2);
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, player.id));
    expect(audits).toEqual([expect.objectContaining({ action: 'terms.accept', target: 'usageTerms:v2' })]);
  });

  it('never gates admins', async () => {
    await publish({ category: 0, contents: all('# Terms v3') });
    const res = await publish({ category: 2, contents: all('# Privacy v4') });
    expect(res.statusCode).toBe(200);
  });

  it('needs a session to accept', async () => {
    expect((await accept(null)).statusCode).toBe(401);
  });
});
