import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration, solveCaptcha } from '../../../test/registration-factories.ts';
import { buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { nth } from '../../../test/nth.ts';

let t: TestApp;
let studyToken: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_ENABLED: 'true', CAPTCHA_MAX_NUMBER: '50' } });
  const club = await buildClub(t.db);
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId });
  studyToken = (await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id })).token;
});
afterAll(async () => t?.close());

const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });
const expectCaptchaError = (res: { statusCode: number; json: () => { errors: { code: string }[] } }) => {
  expect(res.statusCode).toBe(400);
  expect(nth(res.json().errors, 0).code).toBe('ErrorCaptcha');
};

describe('GET /api/captcha/challenge', () => {
  it('serves a signed ALTCHA v2 challenge that is never cached and whose work is bounded by configuration', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters).toMatchObject({
      algorithm: 'SHA-256',
      cost: 1,
      keyLength: 32,
      keyPrefix: expect.any(String),
      keySignature: expect.any(String),
    });
    expect(body.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    const payload = await solveCaptcha(t);
    const counter = JSON.parse(Buffer.from(payload, 'base64').toString()).solution.counter;
    expect(counter).toBeLessThanOrEqual(50);
  });
});

describe('captcha on sign-in, registration and forgot-password', () => {
  it('signs in with a solved challenge and refuses a missing, garbage or tampered one', async () => {
    const member = await buildMember(t.db);
    const creds = { email: member.email, password: DEFAULT_PASSWORD };
    expectCaptchaError(await post('/api/member/authenticate', creds));
    expectCaptchaError(await post('/api/member/authenticate', { ...creds, captcha: 'garbage' }));
    const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64');
    const wrongKey = JSON.parse(Buffer.from(await solveCaptcha(t), 'base64').toString());
    wrongKey.solution.derivedKey = wrongKey.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    expectCaptchaError(await post('/api/member/authenticate', { ...creds, captcha: encode(wrongKey) }));
    const easier = JSON.parse(Buffer.from(await solveCaptcha(t), 'base64').toString());
    easier.challenge.parameters.keyPrefix = '00';
    expectCaptchaError(await post('/api/member/authenticate', { ...creds, captcha: encode(easier) }));
    const ok = await post('/api/member/authenticate', { ...creds, captcha: await solveCaptcha(t) });
    expect(ok.statusCode).toBe(200);
  });

  it('accepts a solved challenge only once', async () => {
    const member = await buildMember(t.db);
    const captcha = await solveCaptcha(t);
    const creds = { email: member.email, password: DEFAULT_PASSWORD, captcha };
    expect((await post('/api/member/authenticate', creds)).statusCode).toBe(200);
    expectCaptchaError(await post('/api/member/authenticate', creds));
    expectCaptchaError(await post('/api/member/forgotPassword', { email: member.email, captcha }));
  });

  it('refuses an expired challenge', async () => {
    const member = await buildMember(t.db);
    const captcha = await solveCaptcha(t);
    const realNow = Date.now;
    Date.now = () => realNow() + 11 * 60 * 1000;
    try {
      expectCaptchaError(await post('/api/member/authenticate', { email: member.email, password: DEFAULT_PASSWORD, captcha }));
    } finally {
      Date.now = realNow;
    }
  });

  it('requires it to register', async () => {
    expectCaptchaError(await post('/api/account/register/player', registration(studyToken)));
    const res = await post('/api/account/register/player', registration(studyToken, { captcha: await solveCaptcha(t) }));
    expect(res.statusCode).toBe(200);
  });

  it('requires it to ask for a reset mail', async () => {
    const member = await buildMember(t.db);
    expectCaptchaError(await post('/api/member/forgotPassword', { email: member.email }));
    const before = t.mailer.sent.length;
    const res = await post('/api/member/forgotPassword', { email: member.email, captcha: await solveCaptcha(t) });
    expect(res.statusCode).toBe(204);
    await t.settle();
    expect(t.mailer.sent.length).toBe(before + 1);
  });

  it('is announced to the client in the application settings', async () => {
    const res = await t.inject({ method: 'GET', url: '/appsettings.json' });
    expect(res.json().captcha).toEqual({ enabled: true });
  });
});
