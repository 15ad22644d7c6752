/**
 * Rate limits (429), tried as an abuser and as a club at training. The limits come from one table
 * (LIMITS in lib/rate-limit.ts); these tests send one request more than each allows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration, solveCaptcha } from '../../test/registration-factories.ts';
import { buildClub, buildMember, buildQuiz, buildScene, buildStudy, buildStudyGroup, DEFAULT_PASSWORD, isoDate } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { LIMITS } from './rate-limit.ts';

let t: TestApp;
let newStudyToken: () => Promise<string>;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  const club = await buildClub(t.db);
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId });
  newStudyToken = async () => (await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id })).token;
});
afterAll(async () => t?.close());

type Inject = Parameters<TestApp['inject']>[0];
/** Sends `n` requests and returns their status codes; the last answer must be a 429 when one is expected. */
async function statuses(n: number, send: (i: number) => Inject) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await t.inject(send(i))).statusCode);
  return out;
}
const max = (name: keyof typeof LIMITS) => LIMITS[name][0];
const signIn = (email: string, password: string, ip: string, extra: Partial<Inject> = {}): Inject => ({
  method: 'POST',
  url: '/api/member/authenticate',
  payload: { email, password },
  remoteAddress: ip,
  ...extra,
});

describe('sign-in', () => {
  it('limits the tries per address, whatever the emails', async () => {
    const n = max('signInPerAddress');
    const codes = await statuses(n + 1, (i) => signIn(`e${i}@example.test`, 'guess-123456', '10.1.0.1'));
    expect(codes.slice(0, n).every((c) => c === 400)).toBe(true);
    expect(codes[n]).toBe(429);
  });

  it("limits the tries on one account from one address, and leaves the owner's own address alone", async () => {
    const member = await buildMember(t.db);
    const n = max('signInPerEmailAndAddress');
    const codes = await statuses(n + 1, () => signIn(member.email, 'guess-123456', '10.1.1.1'));
    expect(codes).toEqual([...Array(n).fill(400), 429]);
    expect((await t.inject(signIn(member.email, DEFAULT_PASSWORD, '10.1.1.2'))).statusCode).toBe(200);
  });

  it('limits the tries on one account from everywhere (a distributed guess)', async () => {
    const member = await buildMember(t.db);
    const n = max('signInPerEmail');
    const perAddress = max('signInPerEmailAndAddress');
    const codes = await statuses(n + 1, (i) => signIn(member.email.toUpperCase(), 'guess-123456', `10.2.${Math.floor(i / perAddress)}.1`));
    expect(codes.slice(0, n).every((c) => c === 400)).toBe(true);
    expect(codes[n]).toBe(429);
  });

  it('strangers who use up the tries on an account from five addresses do not lock its owner out', async () => {
    const owner = await buildMember(t.db);
    // The owner signs in from home as usual.
    expect((await t.inject(signIn(owner.email, DEFAULT_PASSWORD, '10.2.200.1'))).statusCode).toBe(200);
    // Fifty wrong passwords from five addresses: the account's limit for unknown addresses is used up.
    const perAddress = max('signInPerEmailAndAddress');
    const attack = await statuses(max('signInPerEmail'), (i) => signIn(owner.email, 'guess-123456', `10.2.201.${Math.floor(i / perAddress)}`));
    expect(attack.every((c) => c === 400)).toBe(true);
    expect((await t.inject(signIn(owner.email, 'guess-123456', '10.2.202.1'))).statusCode).toBe(429);
    // A stranger with the right password from a new address is refused too (a guess would be unbounded otherwise)…
    expect((await t.inject(signIn(owner.email, DEFAULT_PASSWORD, '10.2.202.2'))).statusCode).toBe(429);
    // …while the owner, from their own address, gets in, and their own address stays bounded for wrong tries.
    expect((await t.inject(signIn(owner.email, DEFAULT_PASSWORD, '10.2.200.1'))).statusCode).toBe(200);
    const typos = await statuses(perAddress + 1, () => signIn(owner.email, 'guess-123456', '10.2.200.1'));
    expect(typos).toEqual([...Array(perAddress).fill(400), 429]);
  });

  it('counts only wrong tries against an account: an owner who signs in often is never refused', async () => {
    const owner = await buildMember(t.db);
    const codes = await statuses(max('signInPerEmailAndAddress') + 5, () => signIn(owner.email, DEFAULT_PASSWORD, '10.2.210.1'));
    expect(codes.every((c) => c === 200)).toBe(true);
  });

  it('believes no X-Forwarded-For by default: a client cannot pick a new address for each try', async () => {
    const n = max('signInPerAddress');
    const codes = await statuses(n + 1, (i) =>
      signIn(`xff${i}@example.test`, 'guess-123456', '10.3.0.1', { headers: { 'x-forwarded-for': `203.0.113.${i % 250}` } }),
    );
    expect(codes[n]).toBe(429);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => p?.close());

  it('counts per client address as the trusted proxy reports it, and ignores the header from anybody else', async () => {
    const n = max('signInPerAddress');
    // Through the proxy: each client has its own count.
    const viaProxy = [];
    for (let i = 0; i < n + 1; i++) {
      viaProxy.push(
        (await p.inject(signIn(`p${i}@example.test`, 'guess-123456', '127.0.0.1', { headers: { 'x-forwarded-for': `198.51.100.${i % 200}` } })))
          .statusCode,
      );
    }
    expect(viaProxy.every((c) => c === 400)).toBe(true);
    // A client talking to the server directly cannot choose its address.
    const direct = [];
    for (let i = 0; i < n + 1; i++) {
      direct.push(
        (await p.inject(signIn(`d${i}@example.test`, 'guess-123456', '10.9.9.9', { headers: { 'x-forwarded-for': `198.51.100.${i % 200}` } })))
          .statusCode,
      );
    }
    expect(direct[n]).toBe(429);
  });
});

describe('sign-in with the captcha on: nothing counts against an account before the captcha is solved', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true', CAPTCHA_ENABLED: 'true' } });
  });
  afterAll(async () => c?.close());

  it('cannot lock a member out without solving a captcha for each try: the member still signs in', async () => {
    const victim = await buildMember(c.db);
    // Many addresses, many tries, no (or a forged) captcha.
    for (let i = 0; i < max('signInPerEmail') + 10; i++) {
      const res = await c.inject(
        signIn(victim.email, 'guess-123456', `10.4.${i % 50}.1`, {
          payload: { email: victim.email, password: 'guess-123456', captcha: i % 2 ? 'Zm9yZ2Vk' : undefined },
        }),
      );
      expect(res.json().errors[0].code).toBe('ErrorCaptcha');
    }
    const res = await c.inject({
      method: 'POST',
      url: '/api/member/authenticate',
      payload: { email: victim.email, password: DEFAULT_PASSWORD, captcha: await solveCaptcha(c) },
      remoteAddress: '10.4.99.1',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('registration', () => {
  it('lets a team of 30 register through one study link from the club’s one address within minutes', async () => {
    const token = await newStudyToken();
    const codes = await statuses(30, () => ({
      method: 'POST',
      url: '/api/account/register/player',
      payload: registration(token),
      remoteAddress: '10.5.0.1',
    }));
    expect(codes).toEqual(Array(30).fill(200));
  });

  it('bounds registrations per address', async () => {
    const token = await newStudyToken();
    const n = max('registerPerAddress');
    const codes = await statuses(n + 1, () => ({
      method: 'POST',
      url: '/api/account/register/player',
      payload: registration(token),
      remoteAddress: '10.6.0.1',
    }));
    expect(codes.slice(0, n).every((c) => c === 200)).toBe(true);
    expect(codes[n]).toBe(429);
  });

  it('bounds registrations through one study link, whatever the addresses', async () => {
    const token = await newStudyToken();
    const n = max('registerPerStudy');
    const codes = await statuses(n + 1, (i) => ({
      method: 'POST',
      url: '/api/account/register/player',
      payload: registration(token),
      remoteAddress: `10.7.${i}.1`,
    }));
    expect(codes.slice(0, n).every((c) => c === 200)).toBe(true);
    expect(codes[n]).toBe(429);
    // Another study's link is not affected.
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/account/register/player',
          payload: registration(await newStudyToken()),
          remoteAddress: '10.7.250.1',
        })
      ).statusCode,
    ).toBe(200);
  }, 180_000); // 121 registrations, each hashing a password with argon2
});

describe('forgotten passwords and onboarding', () => {
  it('limits reset requests per address, still without saying whether the email exists', async () => {
    const perAddress = max('forgotPerAddress');
    const codes = await statuses(perAddress + 1, (i) => ({
      method: 'POST',
      url: '/api/member/forgotPassword',
      payload: { email: `x${i}@example.test` },
      remoteAddress: '10.8.1.2',
    }));
    expect(codes.slice(0, perAddress).every((c) => c === 204)).toBe(true);
    expect(codes[perAddress]).toBe(429);
  });

  it("a stranger's requests never make the owner's own request fail: 204, mails past the caps dropped silently", async () => {
    const owner = await buildMember(t.db);
    const forgot = (email: string, ip: string): Inject => ({
      method: 'POST',
      url: '/api/member/forgotPassword',
      payload: { email },
      remoteAddress: ip,
    });
    const mailsTo = () => t.mailer.sent.filter((m) => m.to === owner.email).length;
    // A stranger asks three times from one address: all answered 204, only the per-address cap of mails leaves.
    expect(await statuses(3, () => forgot(owner.email, '10.8.3.1'))).toEqual([204, 204, 204]);
    await t.settle();
    expect(mailsTo()).toBe(max('forgotMailPerEmailAndAddress'));
    // The owner's own request, from their address, is answered and mailed.
    expect((await t.inject(forgot(owner.email.toUpperCase(), '10.8.3.2'))).statusCode).toBe(204);
    await t.settle();
    expect(mailsTo()).toBe(max('forgotMailPerEmailAndAddress') + 1);
    // Strangers from many addresses: every answer 204, the inbox gets at most the per-email cap.
    expect((await statuses(10, (i) => forgot(owner.email, `10.8.4.${i}`))).every((c) => c === 204)).toBe(true);
    await t.settle();
    expect(mailsTo()).toBe(max('forgotMailPerEmail'));
    // The newest link mailed still works.
    const token = new URL(t.mailer.sent.filter((m) => m.to === owner.email).at(-1)?.link ?? '').searchParams.get('token');
    const body = { email: owner.email, token, password: 'Brand-new-2026', repeatPassword: 'Brand-new-2026' };
    expect((await t.inject({ method: 'POST', url: '/api/member/resetPassword', payload: body, remoteAddress: '10.8.3.2' })).statusCode).toBe(204);
  });

  it('limits password resets per address', async () => {
    const n = max('resetPerAddress');
    const body = { email: 'a@example.test', token: 'guess', password: 'Guessing2026x', repeatPassword: 'Guessing2026x' };
    const codes = await statuses(n + 1, () => ({ method: 'POST', url: '/api/member/resetPassword', payload: body, remoteAddress: '10.8.2.1' }));
    expect(codes.slice(0, n).every((c) => c === 400)).toBe(true);
    expect(codes[n]).toBe(429);
  });

  it('limits onboarding per member', async () => {
    const member = await buildMember(t.db);
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    const studyToken = await newStudyToken();
    const n = max('onboardPerMember');
    const codes = await statuses(n + 1, () => ({ method: 'POST', url: '/api/player/onboard', token, payload: { studyToken } }));
    expect(codes.slice(0, n).every((c) => c === 200)).toBe(true);
    expect(codes[n]).toBe(429);
  });
});

describe('a coach cannot flood their team with studies', () => {
  it('refuses the seventh of ten studies created in a burst, and copies count too; another coach is not affected', async () => {
    const s = await buildScene(t.db, { players: 1 });
    const token = await t.login(s.coach.email, DEFAULT_PASSWORD);
    const body = { studyGroupId: s.group.id, quizId: s.quiz.id, description: 'Burst', startDate: isoDate(1), dueDate: isoDate(20) };
    const n = max('studiesPerCoach');
    const codes = await statuses(10, () => ({ method: 'POST', url: '/api/manager/study', token, payload: body }));
    expect(codes).toEqual([...Array(n).fill(201), ...Array(10 - n).fill(429)]);
    const copy = await t.inject({
      method: 'POST',
      url: `/api/manager/study/${s.study.id}/duplicate`,
      token,
      payload: { description: 'Copy', startDate: isoDate(1), dueDate: isoDate(20) },
    });
    expect(copy.statusCode).toBe(429);
    // A coach of another club creates their own.
    const other = await buildScene(t.db, { players: 1 });
    const otherToken = await t.login(other.coach.email, DEFAULT_PASSWORD);
    const res = await t.inject({
      method: 'POST',
      url: '/api/manager/study',
      token: otherToken,
      payload: { ...body, studyGroupId: other.group.id, quizId: other.quiz.id },
    });
    expect(res.statusCode).toBe(201);
  });
});
