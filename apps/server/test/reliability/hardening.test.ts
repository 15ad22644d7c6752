import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIMS } from '../../src/lib/tokens.ts';
import { buildAdmin, buildMember, DEFAULT_PASSWORD } from '../factories.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

const ME = '/api/squadRole/GetMySquadRoles';

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
    await t.settle();
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
      const payload = {
        ...claims(m.id),
        sub: String(m.id),
        iss: t.config.jwtIssuer,
        aud: t.config.jwtAudience,
        exp: Math.floor(Date.now() / 1000) + 3600,
      };
      expect(await status(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`)).toBe(401);
    });

    it('a wrong signature (another secret, or a changed payload)', async () => {
      expect(await status(await sign({ secret: 'another-secret-another-secret-another-1' }))).toBe(401);
      const [h, , s] = (await sign({})).split('.');
      const other = Buffer.from(
        JSON.stringify({ ...claims(m.id + 1), sub: String(m.id + 1), iss: t.config.jwtIssuer, aud: t.config.jwtAudience, exp: 9999999999 }),
      ).toString('base64url');
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
      const directives = new Map(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([k, ...v]) => [k, v]),
      );
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
    const res = await t.inject({
      method: 'POST',
      url: '/api/member/authenticate',
      payload: { email: 'a@example.test', password: 'x'.repeat(200 * 1024) },
    });
    expect(res.statusCode).toBe(400);
  });
});
