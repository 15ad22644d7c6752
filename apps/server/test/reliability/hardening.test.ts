/**
 * Hardening (issue 8 §5): token revocation, tampered tokens, rate limits on every authentication endpoint and on
 * onboarding, security headers, the request size limit, and logs without passwords, tokens or answers.
 */
import { Writable } from 'node:stream';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIMS } from '../../src/lib/tokens.ts';
import { registration } from '../account-factories.ts';
import { buildAdmin, buildMember, buildScene, DEFAULT_PASSWORD } from '../factories.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

const ME = '/api/squadRole/GetMySquadRoles';
const flush = () => new Promise((r) => setTimeout(r, 20));

describe('token revocation and tampered tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://club.example.test' } });
  });
  afterAll(async () => t?.close());

  const status = async (token: string) => (await t.inject({ method: 'GET', url: ME, token })).statusCode;

  it('signing out ends every token issued before, on every device', async () => {
    const m = await buildMember(t.db);
    const phone = await t.login(m.email, DEFAULT_PASSWORD);
    const laptop = await t.login(m.email, DEFAULT_PASSWORD);
    expect(await status(laptop)).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/member/signOut', token: phone })).statusCode).toBe(204);
    expect(await status(phone)).toBe(401);
    expect(await status(laptop)).toBe(401);
    expect(await status(await t.login(m.email, DEFAULT_PASSWORD))).toBe(200);
  });

  it('changing the password (reset link) ends every token issued before', async () => {
    const m = await buildMember(t.db);
    const before = await t.login(m.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'POST', url: '/api/member/forgotPassword', payload: { email: m.email } })).statusCode).toBe(204);
    await flush();
    const link = new URL(t.mailer.last()?.link as string);
    const password = 'BrandNew2026pass';
    const res = await t.inject({
      method: 'POST',
      url: '/api/member/resetPassword',
      payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token'), password, repeatPassword: password },
    });
    expect(res.statusCode).toBe(204);
    expect(await status(before)).toBe(401);
    expect(await status(await t.login(m.email, password))).toBe(200);
  });

  it('disabling a member (admin) ends every token issued before and refuses new sign-ins', async () => {
    const admin = await buildAdmin(t.db);
    const m = await buildMember(t.db);
    const token = await t.login(m.email, DEFAULT_PASSWORD);
    const adminToken = await t.login(admin.email, DEFAULT_PASSWORD);
    const res = await t.inject({ method: 'PUT', url: `/api/admin/member/disable/${m.id}`, token: adminToken });
    expect(res.statusCode).toBeLessThan(300);
    expect(await status(token)).toBe(401);
    const again = await t.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email: m.email, password: DEFAULT_PASSWORD } });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].code).toBe('LoginError');
  });

  describe('a token that is not exactly ours answers 401', () => {
    let m: Awaited<ReturnType<typeof buildMember>>;
    const claims = (id: number) => ({ [CLAIMS.nameIdentifier]: String(id), [CLAIMS.role]: 'User', tv: 0 });
    const key = (secret: string) => new TextEncoder().encode(secret);
    const sign = (o: { secret?: string; alg?: string; iss?: string; aud?: string; exp?: number | string }) =>
      new SignJWT(claims(m.id))
        .setProtectedHeader({ alg: o.alg ?? 'HS256', typ: 'JWT' })
        .setSubject(String(m.id))
        .setIssuer(o.iss ?? t.config.jwtIssuer)
        .setAudience(o.aud ?? t.config.jwtAudience)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(o.exp ?? '1h')
        .sign(key(o.secret ?? t.config.jwtSecret));

    beforeAll(async () => {
      m = await buildMember(t.db);
    });

    it('a token signed like ours is accepted (the control case)', async () => {
      expect(await status(await sign({}))).toBe(200);
    });

    it('alg "none" (unsigned)', async () => {
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const payload = { ...claims(m.id), sub: String(m.id), iss: t.config.jwtIssuer, aud: t.config.jwtAudience, exp: Math.floor(Date.now() / 1000) + 3600 };
      expect(await status(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`)).toBe(401);
    });

    it('a wrong signature (another secret, or a changed payload)', async () => {
      expect(await status(await sign({ secret: 'another-secret-another-secret-another-1' }))).toBe(401);
      const [h, , s] = (await sign({})).split('.');
      const other = Buffer.from(JSON.stringify({ ...claims(m.id + 1), sub: String(m.id + 1), iss: t.config.jwtIssuer, aud: t.config.jwtAudience, exp: 9999999999 })).toString('base64url');
      expect(await status(`${h}.${other}.${s}`)).toBe(401);
    });

    it('another algorithm than HS256, even with the right secret', async () => {
      expect(await status(await sign({ alg: 'HS512' }))).toBe(401);
    });

    it('an expired token', async () => {
      expect(await status(await sign({ exp: Math.floor(Date.now() / 1000) - 60 }))).toBe(401);
    });

    it('a wrong audience or issuer', async () => {
      expect(await status(await sign({ aud: 'someone-else' }))).toBe(401);
      expect(await status(await sign({ iss: 'someone-else' }))).toBe(401);
    });

    it('garbage, and a header that is not Bearer', async () => {
      expect(await status('not-a-token')).toBe(401);
      const res = await t.inject({ method: 'GET', url: ME, headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } });
      expect(res.statusCode).toBe(401);
    });
  });
});

describe('rate limits on every authentication endpoint and on onboarding (429)', () => {
  let t: TestApp;
  let studyToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
    studyToken = (await buildScene(t.db, { players: 0 })).study.token;
  });
  afterAll(async () => t?.close());

  /** Sends `n` requests from one address; returns the statuses and the last response. */
  async function burst(n: number, ip: string, send: (i: number) => Parameters<TestApp['inject']>[0]) {
    const codes: number[] = [];
    let last: Awaited<ReturnType<TestApp['inject']>> | undefined;
    for (let i = 0; i < n; i++) {
      last = await t.inject({ ...send(i), remoteAddress: ip });
      codes.push(last.statusCode);
    }
    expect(last?.json().errors[0].code).toBe('TooManyRequests');
    return codes;
  }

  it('POST /api/member/authenticate: 10 tries per email in 5 minutes', async () => {
    const codes = await burst(11, '10.9.0.1', () => ({ method: 'POST', url: '/api/member/authenticate', payload: { email: 'target@example.test', password: 'guess-123456' } }));
    expect(codes).toEqual([...Array(10).fill(400), 429]);
  });

  it('POST /api/member/authenticate: 30 tries per address in a minute, whatever the emails', async () => {
    const codes = await burst(31, '10.9.0.2', (i) => ({ method: 'POST', url: '/api/member/authenticate', payload: { email: `e${i}@example.test`, password: 'guess-123456' } }));
    expect(codes).toEqual([...Array(30).fill(400), 429]);
  });

  it('POST /api/account/register/player: 10 per address', async () => {
    const codes = await burst(11, '10.9.0.3', () => ({ method: 'POST', url: '/api/account/register/player', payload: registration('no-such-study') }));
    expect(codes).toEqual([...Array(10).fill(400), 429]);
  });

  it('POST /api/member/forgotPassword: 3 per email', async () => {
    const codes = await burst(4, '10.9.0.4', () => ({ method: 'POST', url: '/api/member/forgotPassword', payload: { email: 'target@example.test' } }));
    expect(codes).toEqual([204, 204, 204, 429]);
  });

  it('POST /api/member/resetPassword: 10 per address', async () => {
    const payload = { email: 'target@example.test', token: 'guess', password: 'Guessing2026x', repeatPassword: 'Guessing2026x' };
    const codes = await burst(11, '10.9.0.5', () => ({ method: 'POST', url: '/api/member/resetPassword', payload }));
    expect(codes).toEqual([...Array(10).fill(400), 429]);
  });

  it('POST /api/player/onboard: 20 per member', async () => {
    const m = await buildMember(t.db);
    const token = await t.login(m.email, DEFAULT_PASSWORD);
    const codes = await burst(21, '10.9.0.6', () => ({ method: 'POST', url: '/api/player/onboard', token, payload: { studyToken } }));
    expect(codes).toEqual([...Array(20).fill(200), 429]);
  });
});

describe('security headers and request size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('sends a strict Content-Security-Policy: only own scripts, no inline or eval, no framing, no plugins', async () => {
    for (const url of ['/api/health', '/some/client/page']) {
      const res = await t.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
      expect(directives.get('form-action')).toEqual(["'self'"]);
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
    }
  });

  it('sends the other security headers, and no-store on API answers', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{6,}/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a body over 256 KiB with 413 in the error shape', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/member/authenticate',
      payload: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(300 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].code).toBe('PayloadTooLarge');
  });

  it('accepts a body just under the limit (it reaches validation: 400)', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email: 'a@example.test', password: 'x'.repeat(200 * 1024) } });
    expect(res.statusCode).toBe(400);
  });
});

describe('logs never contain passwords, tokens or answers', () => {
  let t: TestApp;
  let log = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  beforeAll(async () => {
    t = await buildTestApp({ logger: { level: 'trace', stream }, env: { PUBLIC_URL: 'https://club.example.test' } });
  });
  afterAll(async () => t?.close());

  it('logs sign-in, registration, answering, a password reset and failures without their secrets', async () => {
    const scene = await buildScene(t.db, { players: 1, quiz: { keyTermCount: 1, perKeyTerm: 2 } });
    const player = scene.players[0];
    const token = await t.login(player.email, DEFAULT_PASSWORD);
    // A failing sign-in with a distinctive wrong password.
    const wrongPassword = 'Wrong-Pass-Zebra-991';
    expect((await t.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email: player.email, password: wrongPassword } })).statusCode).toBe(400);
    const body = registration(scene.study.token, { password: 'Regist-Pass-Koala-77', repeatPassword: 'Regist-Pass-Koala-77' });
    const reg = await t.inject({ method: 'POST', url: '/api/account/register/player', payload: body });
    expect(reg.statusCode).toBe(200);
    const regToken = reg.json().token as string;
    for (const [i, q] of scene.quiz.questions.entries()) {
      const res = await t.inject({ method: 'POST', url: `/api/evaluation/${player.evaluation.id}/answer/${q.id}`, token, payload: { selectedAnswer: i + 3 } });
      expect(res.statusCode).toBe(200);
    }
    // Failures: a bad answer value, a finished evaluation, an unknown route with a token.
    expect((await t.inject({ method: 'POST', url: `/api/evaluation/${player.evaluation.id}/answer/${scene.quiz.questions[0].id}`, token, payload: { selectedAnswer: 9 } })).statusCode).toBe(400);
    expect((await t.inject({ method: 'POST', url: `/api/evaluation/${player.evaluation.id}/answer/${scene.quiz.questions[0].id}`, token, payload: { selectedAnswer: 4 } })).statusCode).toBe(409);
    expect((await t.inject({ method: 'GET', url: '/api/nothing/here', token })).statusCode).toBe(404);
    // A password reset: the mailed link carries a reset token.
    await t.inject({ method: 'POST', url: '/api/member/forgotPassword', payload: { email: player.email } });
    await flush();
    const link = new URL(t.mailer.last()?.link as string);
    const resetToken = link.searchParams.get('token') as string;
    const newPassword = 'Reset-Pass-Lynx-2026';
    const reset = await t.inject({ method: 'POST', url: '/api/member/resetPassword', payload: { email: player.email, token: resetToken, password: newPassword, repeatPassword: newPassword } });
    expect(reset.statusCode).toBe(204);
    await t.inject({ method: 'POST', url: '/api/member/signOut', token: regToken });

    // The capture works: requests were logged at all.
    expect(log).toContain('/api/member/authenticate');
    expect(log).toContain('incoming request');
    for (const secret of [DEFAULT_PASSWORD, wrongPassword, body.password, newPassword, token, regToken, resetToken, XSRF_OF(t)]) {
      expect(log, `the log contains ${secret.slice(0, 12)}…`).not.toContain(secret);
    }
    expect(log).not.toMatch(/selectedAnswer|password_?hash|\$argon2/i);
  });
});

/** The anti-forgery value the test helper sends: a cookie and header, never to be logged. */
function XSRF_OF(_t: TestApp) {
  return 'test-xsrf-token-0123456789';
}
