import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildMember, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auditEvents, memberTwoFactor, twoFactorRecoveryCodes } from '../../db/schema/index.ts';
import { totpAt, totpNow, totpStep } from '../../lib/totp.ts';
import { signChallenge } from '../../lib/two-factor-keys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const ADMIN_ROUTE = '/api/admin/member';
const authenticate = (email: string, password = DEFAULT_PASSWORD) =>
  t.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email, password } });
const secondStep = (challenge: string, code: string) =>
  t.inject({ method: 'POST', url: '/api/member/authenticate/two-factor', payload: { challenge, code } });
const post = (url: string, token: string, payload?: object) => t.inject({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
const auditOf = async (memberId: number, action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.target, `member:${memberId}`)));

async function challengeOf(email: string) {
  const res = await authenticate(email);
  expect(res.statusCode).toBe(200);
  expect(res.json().twoFactorRequired).toBe(true);
  expect(res.json().token).toBeUndefined();
  return res.json().challenge as string;
}

/** A fresh admin, set up and enabled through the routes; answers the secret, the session and the recovery codes. */
async function enrolledThroughRoutes() {
  const admin = await buildAdmin(t.db, { twoFactor: false });
  const token = await t.login(admin.email, DEFAULT_PASSWORD);
  const setup = await post('/api/member/two-factor/setup', token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enable = await post('/api/member/two-factor/enable', token, { code: totpNow(secret) });
  expect(enable.statusCode).toBe(200);
  return { admin, secret, token: enable.json().token as string, recoveryCodes: enable.json().recoveryCodes as string[] };
}

describe('signing in with two-factor sign-in', () => {
  it('answers a challenge instead of a session to an admin with a second factor, and the session after the code', async () => {
    const admin = await buildAdmin(t.db);
    const challenge = await challengeOf(admin.email);
    const res = await secondStep(challenge, totpNow(admin.totpSecret!));
    expect(res.statusCode).toBe(200);
    const token = res.json().token;
    expect(decodeJwt(token).tfa).toBe(true);
    expect((await t.inject({ method: 'GET', url: ADMIN_ROUTE, token })).statusCode).toBe(200);
  });

  it('issues the session at once to a member without a second factor', async () => {
    const member = await buildMember(t.db);
    const res = await authenticate(member.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeTruthy();
    expect(res.json().twoFactorRequired).toBeUndefined();
  });

  it('refuses a wrong code with TwoFactorCodeInvalid, and a challenge tampered with, expired or of another member', async () => {
    const admin = await buildAdmin(t.db);
    const challenge = await challengeOf(admin.email);
    const wrong = await secondStep(challenge, totpAt(admin.totpSecret!, totpStep(Date.now()) - 5));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'TwoFactorCodeInvalid', field: 'code' });
    const expired = await signChallenge(t.config, { id: admin.id, tokenVersion: 0 }, Date.now() - 301_000);
    const session = await t.login((await buildMember(t.db)).email, DEFAULT_PASSWORD);
    for (const bad of [`${challenge}x`, expired, session]) {
      const res = await secondStep(bad, totpNow(admin.totpSecret!));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('TwoFactorChallengeInvalid');
    }
  });

  it('never accepts one code twice (replay)', async () => {
    const admin = await buildAdmin(t.db);
    const code = totpNow(admin.totpSecret!);
    expect((await secondStep(await challengeOf(admin.email), code)).statusCode).toBe(200);
    const again = await secondStep(await challengeOf(admin.email), code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].code).toBe('TwoFactorCodeInvalid');
  });

  it('accepts each recovery code once, and records its use', async () => {
    const { admin, recoveryCodes } = await enrolledThroughRoutes();
    expect(recoveryCodes).toHaveLength(10);
    const [first] = recoveryCodes;
    const used = await secondStep(await challengeOf(admin.email), first!.toLowerCase());
    expect(used.statusCode).toBe(200);
    const again = await secondStep(await challengeOf(admin.email), first!);
    expect(again.statusCode).toBe(400);
    expect(await auditOf(admin.id, 'member.twoFactorRecoveryCodeUsed')).toHaveLength(1);
    const stored = await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.memberId, admin.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(first);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);
  });

  it('stores the secret encrypted, never as the base32 the app reads', async () => {
    const { admin, secret } = await enrolledThroughRoutes();
    const [row] = await t.db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, admin.id));
    expect(row?.secret).not.toContain(secret);
    expect(row?.enabledAt).toBeInstanceOf(Date);
  });
});

describe('the limit of wrong codes', () => {
  it('answers 429 after five wrong codes, even to the right one, and records the refusal', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
    try {
      const admin = await buildAdmin(limited.db);
      const res = await limited.inject({
        method: 'POST',
        url: '/api/member/authenticate',
        payload: { email: admin.email, password: DEFAULT_PASSWORD },
      });
      const { challenge } = res.json();
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const wrong = await limited.inject({ method: 'POST', url: '/api/member/authenticate/two-factor', payload: { challenge, code: '000000' } });
        statuses.push(wrong.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      const right = await limited.inject({
        method: 'POST',
        url: '/api/member/authenticate/two-factor',
        payload: { challenge, code: totpNow(admin.totpSecret!) },
      });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ errors: [{ code: 'TooManyRequests', message: 'Too many requests, try again later' }] });
      const refused = await limited.db.select().from(auditEvents).where(eq(auditEvents.action, 'member.twoFactorSignInRefused'));
      expect(refused.map((e) => e.target)).toEqual([`member:${admin.id}`]);
    } finally {
      await limited.close();
    }
  });
});

describe('the limit of wrong codes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(async () => limited?.close());
  const challengeFor = async (email: string) =>
    (await limited.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email, password: DEFAULT_PASSWORD } })).json()
      .challenge as string;
  const codeStep = (challenge: string, code: string) =>
    limited.inject({ method: 'POST', url: '/api/member/authenticate/two-factor', payload: { challenge, code } });

  it('holds for wrong codes sent at the same instant: five are tried, the others refused before they are', async () => {
    const admin = await buildAdmin(limited.db);
    const challenge = await challengeFor(admin.email);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => codeStep(challenge, String(100000 + i))));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
  });

  it('gives back every right code: an admin who signs in often is never refused', async () => {
    const admin = await buildAdmin(limited.db);
    for (let i = 0; i < 8; i++) {
      // A new time step for each sign-in (the replay guard would refuse the same code twice).
      await limited.db.update(memberTwoFactor).set({ lastUsedStep: null }).where(eq(memberTwoFactor.memberId, admin.id));
      const res = await codeStep(await challengeFor(admin.email), totpNow(admin.totpSecret as string));
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    // Four wrong codes, then the right one still signs in: wrong codes are what the limit counts.
    const challenge = await challengeFor(admin.email);
    for (let i = 0; i < 4; i++) expect((await codeStep(challenge, '000000')).statusCode).toBe(400);
    await limited.db.update(memberTwoFactor).set({ lastUsedStep: null }).where(eq(memberTwoFactor.memberId, admin.id));
    expect((await codeStep(challenge, totpNow(admin.totpSecret as string))).statusCode).toBe(200);
  });
});

describe('admins without a second factor', () => {
  it('are signed in by the password but refused every admin route with TwoFactorRequired until they set it up', async () => {
    const admin = await buildAdmin(t.db, { twoFactor: false });
    const token = await t.login(admin.email, DEFAULT_PASSWORD);
    const before = await t.inject({ method: 'GET', url: ADMIN_ROUTE, token });
    expect(before.statusCode).toBe(403);
    expect(before.json().errors[0].code).toBe('TwoFactorRequired');

    const setup = await post('/api/member/two-factor/setup', token);
    const { secret, otpauthUri } = setup.json();
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(decodeURIComponent(otpauthUri)).toContain(`Club Pulse:${admin.email}`);
    // Set up but not enabled: the password alone still gives the session.
    expect((await authenticate(admin.email)).json().token).toBeTruthy();

    const wrong = await post('/api/member/two-factor/enable', token, { code: '000000' });
    expect(wrong.json().errors[0].code).toBe('TwoFactorCodeInvalid');
    const enable = await post('/api/member/two-factor/enable', token, { code: totpNow(secret) });
    expect(enable.statusCode).toBe(200);
    const verified = enable.json().token;
    expect((await t.inject({ method: 'GET', url: ADMIN_ROUTE, token: verified })).statusCode).toBe(200);
    // The session of the password alone (another device, a stolen token) ends, for every route.
    expect((await t.inject({ method: 'GET', url: ADMIN_ROUTE, token })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles', token })).statusCode).toBe(401);
    expect(await auditOf(admin.id, 'member.twoFactorEnable')).toHaveLength(1);
    expect((await authenticate(admin.email)).json().twoFactorRequired).toBe(true);
    const again = await post('/api/member/two-factor/setup', verified);
    expect(again.json().errors[0].code).toBe('TwoFactorAlreadyEnabled');
  });

  it('keeps a promoted member out of the admin area until they set it up', async () => {
    const member = await buildMember(t.db);
    const admin = await buildAdmin(t.db);
    const adminToken = await t.login(admin.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'PUT', url: `/api/admin/member/${member.id}/promote`, token: adminToken })).statusCode).toBe(200);
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'GET', url: ADMIN_ROUTE, token })).json().errors[0].code).toBe('TwoFactorRequired');
  });

  it('refuses setting up to a member who is not a platform admin', async () => {
    const member = await buildMember(t.db);
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    expect((await post('/api/member/two-factor/setup', token)).statusCode).toBe(403);
  });
});

describe('recovery codes and resets', () => {
  it('replaces the recovery codes with a code of the app; the old ones stop working', async () => {
    const { admin, secret, token, recoveryCodes } = await enrolledThroughRoutes();
    const step = totpStep(Date.now()) + 1;
    const res = await post('/api/member/two-factor/recovery-codes', token, { code: totpAt(secret, step) });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await secondStep(await challengeOf(admin.email), recoveryCodes[0]!)).statusCode).toBe(400);
    expect((await secondStep(await challengeOf(admin.email), fresh[0]!)).statusCode).toBe(200);
    expect(await auditOf(admin.id, 'member.twoFactorRecoveryCodes')).toHaveLength(1);
    const status = await t.inject({ method: 'GET', url: '/api/member/two-factor', token });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it("lets another admin reset an admin's second factor (ending their sessions), never their own", async () => {
    const locked = await buildAdmin(t.db);
    const lockedToken = await t.login(locked.email, DEFAULT_PASSWORD);
    const other = await buildAdmin(t.db);
    const otherToken = await t.login(other.email, DEFAULT_PASSWORD);
    const own = await post(`/api/admin/member/${other.id}/two-factor/reset`, otherToken);
    expect(own.statusCode).toBe(409);
    expect(own.json().errors[0].code).toBe('CannotResetOwnTwoFactor');
    const res = await post(`/api/admin/member/${locked.id}/two-factor/reset`, otherToken);
    expect(res.statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: ADMIN_ROUTE, token: lockedToken })).statusCode).toBe(401);
    const signIn = await authenticate(locked.email);
    expect(signIn.json().token).toBeTruthy();
    const [event] = await auditOf(locked.id, 'member.twoFactorReset');
    expect(event?.actorId).toBe(other.id);
    expect((await post('/api/admin/member/999999/two-factor/reset', otherToken)).statusCode).toBe(404);
  });
});
