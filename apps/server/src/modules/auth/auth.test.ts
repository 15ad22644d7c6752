import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { buildAdmin, buildMember, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { CLAIMS } from '../../lib/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const authenticate = (payload: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/member/authenticate', payload: payload as object, headers });

describe('POST /api/member/authenticate', () => {
  it('issues a JWT with the long claim-type URIs, an 8-hour expiry, issuer and audience', async () => {
    const member = await buildMember(t.db, { name: 'Ana', surname: 'García', email: 'Ana.Garcia@example.test' });
    const res = await authenticate({ email: 'ana.garcia@EXAMPLE.test', password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().token);
    expect(claims[CLAIMS.nameIdentifier]).toBe(String(member.id));
    expect(claims[CLAIMS.role]).toBe('User');
    expect(claims[CLAIMS.email]).toBe('Ana.Garcia@example.test');
    expect(claims[CLAIMS.name]).toBe('Ana García');
    expect(claims.iss).toBe('club-pulse');
    expect(claims.aud).toBe('club-pulse-web');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(8 * 3600);
  });

  it('answers the same LoginError for a wrong password, an unknown email and a disabled member', async () => {
    const enabled = await buildMember(t.db);
    const disabled = await buildMember(t.db, { enabled: false });
    const bodies = await Promise.all([
      authenticate({ email: enabled.email, password: 'Wrong1234567' }),
      authenticate({ email: 'nobody@example.test', password: DEFAULT_PASSWORD }),
      authenticate({ email: disabled.email, password: DEFAULT_PASSWORD }),
    ]);
    for (const res of bodies) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: [{ code: 'LoginError', message: 'Invalid credentials' }] });
    }
  });

  it.each([
    ['a missing password', { email: 'a@b.test' }, 'password'],
    ['a missing email', { password: 'x' }, 'email'],
    ['a number as email', { email: 42, password: 'x' }, 'email'],
    ['a huge password', { email: 'a@b.test', password: 'x'.repeat(10_000) }, 'password'],
  ])('rejects %s with ValidationError naming the field', async (_name, payload, field) => {
    const res = await authenticate(payload);
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors[0].code).toBe('ValidationError');
    expect(errors.map((e: { field?: string }) => e.field)).toContain(field);
  });

  it('rejects malformed JSON, a wrong content type and an oversized body with 4xx and the error shape', async () => {
    const cases = [
      { payload: '{"email":', headers: { 'content-type': 'application/json' } },
      { payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(400_000) }), headers: { 'content-type': 'application/json' } },
      { payload: '[]', headers: { 'content-type': 'application/json' } },
      { payload: 'null', headers: { 'content-type': 'application/json' } },
    ];
    for (const c of cases) {
      const res = await t.inject({ method: 'POST', url: '/api/member/authenticate', ...c });
      expect(res.statusCode, c.payload.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().errors[0].code).toMatch(/^[A-Za-z]+$/);
      expect(res.body).not.toMatch(/stack|at .*\.ts|SELECT/i);
    }
  });

  it('refuses an unsafe call without the anti-forgery header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email: 'a@b.test', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('AntiforgeryError');
  });

  it('matches routes case-insensitively', async () => {
    const member = await buildMember(t.db);
    const res = await t.inject({ method: 'POST', url: '/API/Member/Authenticate', payload: { email: member.email, password: DEFAULT_PASSWORD } });
    expect(res.statusCode).toBe(200);
  });
});

describe('authentication of the API', () => {
  it('answers 401 without a token, with a tampered token and with alg none', async () => {
    const member = await buildMember(t.db);
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    const [h, p] = token.split('.');
    const noneToken = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const forged = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.id))
      .setIssuer('club-pulse')
      .setAudience('club-pulse-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    for (const bad of [null, `${h}.${p}.AAAA`, noneToken, forged, 'garbage']) {
      const res = await t.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles', token: bad });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('Unauthorized');
    }
  });

  it('stops accepting the tokens of a member once disabled or signed out', async () => {
    const member = await buildMember(t.db);
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    const ok = await t.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles', token });
    expect(ok.statusCode).toBe(200);
    const out = await t.inject({ method: 'POST', url: '/api/member/signOut', token });
    expect(out.statusCode).toBe(204);
    const after = await t.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles', token });
    expect(after.statusCode).toBe(401);
  });

  it('issues AppAdmin tokens to admins', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login(admin.email, DEFAULT_PASSWORD);
    expect(decodeJwt(token)[CLAIMS.role]).toBe('AppAdmin');
  });
});

describe('rate limiting', () => {
  it('answers 429 after too many sign-in attempts for one email', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
    try {
      const statuses = [];
      for (let i = 0; i < 12; i++) {
        const res = await limited.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email: 'x@y.test', password: 'nope' } });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
