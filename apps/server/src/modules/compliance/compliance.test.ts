import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auditEvents, complianceTexts, members } from '../../db/schema/index.ts';
import { firstOf } from '../../../test/nth.ts';

let t: TestApp;
let adminToken: string;
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
  adminToken = await t.login(admin.email, DEFAULT_PASSWORD);
  const club = await buildClub(t.db);
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId });
  studyToken = (await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id })).token;
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
const publish = (payload: object, token: string | null = adminToken) => t.inject({ method: 'POST', url: '/api/admin/compliance', payload, token });
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

describe('POST /api/admin/compliance', () => {
  it('is for admins only', async () => {
    const user = await buildMember(t.db);
    const userToken = await t.login(user.email, DEFAULT_PASSWORD);
    expect((await publish({ category: 2, contents: { en: 'x' } }, null)).statusCode).toBe(401);
    expect((await publish({ category: 2, contents: { en: 'x' } }, userToken)).statusCode).toBe(403);
  });

  it('requires the English text and a known category', async () => {
    expect((await publish({ category: 2, contents: { es: 'x' } })).statusCode).toBe(400);
    expect((await publish({ category: 2, contents: { en: '   ' } })).statusCode).toBe(400);
    expect((await publish({ category: 1, contents: { en: 'x' } })).statusCode).toBe(400);
  });

  it('publishes the next version in every given language and audits it', async () => {
    const res = await publish({ category: 2, contents: { en: '# Privacy v2', ca: '# Privacitat v2', it: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: 2, version: 2, languages: ['en', 'ca'] });
    expect((await get('/api/compliance/byCategory/2?lang=ca')).json()).toMatchObject({ version: 2, content: '# Privacitat v2' });
    // The older German text is not shown for the newer version: English is.
    expect((await get('/api/compliance/byCategory/2?lang=de')).json()).toMatchObject({ version: 2, language: 'en' });
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'compliance.publish'));
    expect(audits.map((a) => a.target)).toContain('category:2:v2');
  });
});

describe('new usage terms (451) and their acceptance', () => {
  it('gates user-area calls with 451 until the member accepts, leaving sign-in, squad roles and compliance calls open', async () => {
    const player = await buildMember(t.db, { acceptedTermsVersion: 1 });
    const token = await t.login(player.email, DEFAULT_PASSWORD);
    const onboard = () => t.inject({ method: 'POST', url: '/api/player/onboard', token, payload: { studyToken } });
    expect((await onboard()).statusCode).toBe(200);

    const published = await publish({ category: 0, contents: { en: '# Terms v2', es: '# Términos v2' } });
    expect(published.json().version).toBe(2);

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
    await publish({ category: 0, contents: { en: '# Terms v3' } });
    const res = await publish({ category: 2, contents: { en: '# Privacy v3' } });
    expect(res.statusCode).toBe(200);
  });

  it('needs a session to accept', async () => {
    expect((await accept(null)).statusCode).toBe(401);
  });
});
