/**
 * First-run setup: the status and the creation of the first admin with the setup code of the log (public,
 * rate-limited, captcha, race-safe, 404 for good once an admin exists), the code in the log once per start and
 * in no answer, then the admin's steps (default language, templates, checklist). On the embedded database, and
 * on PostgreSQL with TEST_DATABASE_URL.
 */
import { Writable } from 'node:stream';
import { fillTemplate, formatSetupCode } from '@club-pulse/contracts/setup';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../../test/registration-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auditEvents, installationSecrets, members, quizCategories } from '../../db/schema/index.ts';
import { LIMITS } from '../../lib/rate-limit.ts';
import { announceFirstRunSetup } from './setup-code.ts';
import { QUIZ_LIBRARY } from '../../content/quizzes/index.ts';

/** A quiz file of the shipped library (docs/quiz-format.md), to import. */
const libraryDocument = (key: string) => QUIZ_LIBRARY.find((q) => q.key === key)?.document as object;

const PASSWORD = 'First-Admin-2026';
let seq = 0;
const adminBody = (code: string, o: Record<string, unknown> = {}) => ({
  code,
  name: 'Ada',
  surname: 'Lovelace',
  email: `ada-${++seq}@club.example.test`,
  password: PASSWORD,
  repeatPassword: PASSWORD,
  language: 'ca',
  ...o,
});

/** A capturing logger (level trace), as in test/reliability/logs.test.ts. */
function capture() {
  const sink = { text: '' };
  const stream = new Writable({
    write(chunk, _enc, done) {
      sink.text += chunk.toString();
      done();
    },
  });
  return { sink, logger: { level: 'trace', stream } };
}

const announce = (t: TestApp) => announceFirstRunSetup({ db: t.db, log: t.app.log, publicUrl: t.config.publicUrl });
const status = (t: TestApp, ip = '10.9.0.1') => t.inject({ method: 'GET', url: '/api/setup/status', remoteAddress: ip });
const create = (t: TestApp, body: object, ip = '10.9.0.1') => t.inject({ method: 'POST', url: '/api/setup/admin', payload: body, remoteAddress: ip });
const admins = async (t: TestApp) => (await t.db.select().from(members).where(eq(members.role, 'AppAdmin'))).length;

describe('before the first admin', () => {
  let t: TestApp;
  let code: string;
  const log = capture();
  const bodies: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      logger: log.logger,
      env: { PUBLIC_URL: 'https://pulse.club.example.test' },
      beforeReady: (app) =>
        app.addHook('onSend', async (_request, _reply, payload) => {
          if (typeof payload === 'string') bodies.push(payload);
          return payload;
        }),
    });
    code = (await announce(t)) as string;
  });
  afterAll(async () => t?.close());

  it('prints the setup code and where to enter it once per start, the same code on every instance and after a restart', async () => {
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    const line = `First-run setup: open https://pulse.club.example.test/setup and enter the code ${formatSetupCode(code)}`;
    expect(log.sink.text.split(line).length - 1).toBe(1);
    // Another instance on the same database, or this one started again: the same code, printed again.
    expect(await announce(t)).toBe(code);
    expect(log.sink.text.split(line).length - 1).toBe(2);
  });

  it('answers the status while no admin exists, and says nothing else', async () => {
    const res = await status(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ setupNeeded: true });
  });

  it('refuses a wrong code with SetupCodeInvalid, saying nothing more, and creates nobody', async () => {
    for (const wrong of ['AAAA-AAAA', 'not a code', code.slice(0, 7)]) {
      const res = await create(t, adminBody(wrong));
      expect(res.statusCode, wrong).toBe(400);
      expect(res.json()).toEqual({ errors: [{ code: 'SetupCodeInvalid', message: 'The setup code is not right', field: 'code' }] });
    }
    expect(await admins(t)).toBe(0);
  });

  it('refuses a password that breaks the product’s rule, and two passwords that differ', async () => {
    const weak = await create(t, adminBody(code, { password: 'short', repeatPassword: 'short' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'password' });
    const differ = await create(t, adminBody(code, { repeatPassword: 'First-Admin-2027' }));
    expect(differ.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'repeatPassword' });
    expect(await admins(t)).toBe(0);
  });

  it('creates the first admin with the code of the log, typed loosely, and answers a session token; the code is gone', async () => {
    const typed = formatSetupCode(code).toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    const body = adminBody(` ${typed} `);
    const res = await create(t, body);
    expect(res.statusCode).toBe(200);
    const { token: unverified } = res.json();
    // Two-factor sign-in first: the setup screens are admin routes (modules/two-factor).
    const refused = await t.inject({ method: 'GET', url: '/api/admin/setup/progress', token: unverified });
    expect(refused.json().errors[0].code).toBe('TwoFactorRequired');
    const token = await t.enrollTwoFactor(unverified);
    expect((await t.inject({ method: 'GET', url: '/api/admin/setup/progress', token })).statusCode).toBe(200);
    const [admin] = await t.db.select().from(members).where(eq(members.role, 'AppAdmin'));
    expect(admin).toMatchObject({ email: body.email, name: 'Ada', surname: 'Lovelace', language: 'ca', enabled: true });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.db.select().from(installationSecrets).where(eq(installationSecrets.name, 'setup-code'))).toEqual([]);
    // An installation without demo data gets the product's quiz categories, which study groups need.
    expect((await t.db.select().from(quizCategories)).map((c) => c.name).sort()).toEqual(['senior', 'staff', 'youth']);
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'setup.first-admin'))).toHaveLength(1);
  });

  it('answers 404 to every setup call once an admin exists, also with the right code, and prints no code any more', async () => {
    expect((await status(t)).statusCode).toBe(404);
    const again = await create(t, adminBody(code));
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].code).toBe('NotFound');
    expect(await admins(t)).toBe(1);
    const before = log.sink.text;
    expect(await announce(t)).toBeNull();
    expect(log.sink.text.slice(before.length)).not.toContain('First-run setup');
  });

  it('never puts the setup code in an answer, and logs nothing secret of the setup', async () => {
    const loose = [code, formatSetupCode(code)];
    for (const body of bodies) for (const c of loose) expect(body).not.toContain(c);
    for (const path of ['/appsettings.json', '/api/docs/json']) expect((await t.app.inject(path)).body).not.toContain(code);
    // The log holds the code only in the announcement lines, never the password, a token or the admin's email.
    const lines = log.sink.text.split('\n').filter((l) => loose.some((c) => l.includes(c)));
    expect(lines.length).toBe(2);
    for (const l of lines) expect(l).toContain('First-run setup: open');
    expect(log.sink.text).not.toContain(PASSWORD);
    expect(log.sink.text).not.toMatch(/ada-\d+@club\.example\.test/);
    expect(log.sink.text).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });
});

describe('two browsers at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('create exactly one admin when several requests with the right code race, whoever they are', async () => {
    const code = (await announce(t)) as string;
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => create(t, adminBody(code), `10.9.1.${i}`)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
    expect(await admins(t)).toBe(1);
  });
});

describe('limits and captcha', () => {
  let t: TestApp;
  let code: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true', CAPTCHA_ENABLED: 'true' } });
    code = (await announce(t)) as string;
  });
  afterAll(async () => t?.close());

  it('asks for a solved captcha before it looks at the code, like the sign-in', async () => {
    const res = await create(t, adminBody(code), '10.9.2.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('ErrorCaptcha');
  });

  it('limits the attempts per address, wrong codes included, and leaves other addresses alone', async () => {
    const [max] = LIMITS.setupPerAddress;
    const codes: number[] = [];
    for (let i = 0; i <= max; i++) codes.push((await create(t, adminBody('WRNG-C0DE', { captcha: await solveCaptcha(t) }), '10.9.3.1')).statusCode);
    expect(codes).toEqual([...Array(max).fill(400), 429]);
    const [statusMax] = LIMITS.setupStatusPerAddress;
    const reads: number[] = [];
    for (let i = 0; i <= statusMax; i++) reads.push((await status(t, '10.9.3.2')).statusCode);
    expect(reads.at(-1)).toBe(429);
    const elsewhere = await create(t, adminBody(code, { captcha: await solveCaptcha(t) }), '10.9.3.3');
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('the admin’s steps', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const code = (await announce(t)) as string;
    token = await t.enrollTwoFactor((await create(t, adminBody(code))).json().token);
  });
  afterAll(async () => t?.close());

  const progress = async () => (await t.inject({ method: 'GET', url: '/api/admin/setup/progress', token })).json();

  it('stores the default language, which /appsettings.json then answers to everybody', async () => {
    expect((await t.app.inject('/appsettings.json')).json().defaultLanguage).toBe('en');
    // None chosen yet, English is in effect: the step is done, not left to do.
    expect(await progress()).toMatchObject({ defaultLanguage: null, done: { language: true } });
    const res = await t.inject({ method: 'PUT', url: '/api/admin/setup/defaultLanguage', token, payload: { language: 'de' } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject('/appsettings.json')).json().defaultLanguage).toBe('de');
    expect(await progress()).toMatchObject({ defaultLanguage: 'de', done: { language: true } });
    const bad = await t.inject({ method: 'PUT', url: '/api/admin/setup/defaultLanguage', token, payload: { language: 'fr' } });
    expect(bad.statusCode).toBe(400);
  });

  it('gives the shipped usage terms and privacy policy in every language, with the placeholders to fill in', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/compliance/templates', token });
    expect(res.statusCode).toBe(200);
    const { usageTerms, privacyPolicy } = res.json();
    for (const lang of ['en', 'es', 'ca', 'de', 'it']) {
      expect(usageTerms[lang]).toContain('{{contactEmail}}');
      expect(privacyPolicy[lang]).toContain('{{organisation}}');
      expect(privacyPolicy[lang]).not.toContain('clubpulse.example');
    }
    expect(new Set(Object.values(usageTerms)).size).toBe(5);
  });

  it('computes the checklist from the data: each step is done when what it makes exists', async () => {
    expect(await progress()).toMatchObject({
      done: { language: true, terms: false, mail: false, quiz: false, account: false, club: false, group: false, coach: false, support: false },
      clubsWithoutSupport: [],
      complete: false,
    });
    // As the wizard does: the shipped templates, filled in, in every language at once.
    const templates = (await t.inject({ method: 'GET', url: '/api/admin/compliance/templates', token })).json();
    const values = { organisation: 'Federació', contactEmail: 'ops@club.example.test' };
    for (const [category, texts] of [
      [0, templates.usageTerms],
      [2, templates.privacyPolicy],
    ] as const) {
      const contents = Object.fromEntries(Object.entries(texts as Record<string, string>).map(([l, text]) => [l, fillTemplate(text, values)]));
      const res = await t.inject({ method: 'POST', url: '/api/admin/compliance', token, payload: { category, contents } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ version: 1, languages: ['en', 'es', 'ca', 'de', 'it'] });
    }
    const mail = await t.inject({ method: 'POST', url: '/api/admin/setup/testMail', token, payload: { to: 'ops@club.example.test' } });
    expect(mail.json()).toEqual({ via: 'outbox', sent: true });
    // A quiz coaches can choose: a draft is not one; a library quiz, installed (published and enabled), is.
    const draft = await t.inject({ method: 'POST', url: '/api/admin/quiz/import', token, payload: libraryDocument('wellbeing-senior') });
    expect(draft.statusCode).toBe(201);
    expect((await progress()).done.quiz).toBe(false);
    const installed = await t.inject({ method: 'POST', url: '/api/admin/quiz/library/wellbeing-youth/install', token });
    expect(installed.statusCode).toBe(201);
    expect((await progress()).done.quiz).toBe(true);
    const account = await t.inject({
      method: 'POST',
      url: '/api/admin/account',
      token,
      payload: {
        name: 'Federació',
        ownerName: 'Olga',
        ownerEmail: 'olga@club.example.test',
        customerCode: 'FED-1',
        activationDate: '2026-01-01',
        renewalDate: '2027-01-01',
        active: true,
      },
    });
    expect(account.statusCode).toBeLessThan(300);
    const club = await t.inject({
      method: 'POST',
      url: '/api/admin/club',
      token,
      payload: { name: 'CE Gràcia', code: 'GRACIA', accountId: account.json().id, managerMemberId: null, active: true },
    });
    expect(club.statusCode).toBeLessThan(300);
    const [category] = await t.db.select().from(quizCategories).where(eq(quizCategories.name, 'youth'));
    const group = await t.inject({
      method: 'POST',
      url: '/api/admin/studyGroup',
      token,
      payload: { clubId: club.json().id, name: 'Cadet', code: 'CAD', categoryId: category?.id, coachMemberId: null },
    });
    expect(group.statusCode).toBeLessThan(300);
    expect((await progress()).complete).toBe(false);
    const coach = await t.inject({
      method: 'POST',
      url: `/api/admin/squadMember/byclub/${club.json().id}/AddCoach`,
      token,
      payload: { email: 'coach@club.example.test', name: 'Carla', surname: 'Coach', studyGroupId: group.json().id, language: 'ca' },
    });
    expect(coach.statusCode).toBeLessThan(300);
    // The club has no support contact yet: the step is open and names the club.
    expect(await progress()).toMatchObject({
      done: { coach: true, support: false },
      clubsWithoutSupport: [{ id: club.json().id, name: 'CE Gràcia' }],
      complete: false,
    });
    expect(club.json().country).toBe('DE');
    const contact = await t.inject({
      method: 'POST',
      url: `/api/admin/club/${club.json().id}/support/contacts`,
      token,
      payload: { name: 'Marta', role: 'welfareOfficer', email: 'benestar@club.example.test', phone: null, languages: ['ca'] },
    });
    expect(contact.statusCode).toBe(201);
    expect(await progress()).toMatchObject({
      clubsWithoutSupport: [],
      done: {
        language: true,
        usageTerms: true,
        privacyPolicy: true,
        terms: true,
        mail: true,
        quiz: true,
        account: true,
        club: true,
        group: true,
        coach: true,
        support: true,
      },
      complete: true,
    });
  });
});
