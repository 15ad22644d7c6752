/**
 * Authorization is decided from the route the router matched, never from the text of the URL. The router
 * normalises what it receives (duplicate and trailing slashes, percent-encoded letters, letter case) before it
 * picks a route; a check on the raw URL can be walked around by writing the path another way. These tests
 * send every route of the OpenAPI document through a real socket, written the ways nobody writes by hand,
 * and demand that each variant is either refused like the canonical path or not found at all.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { buildScene, DEFAULT_PASSWORD } from '../factories.ts';
import { buildTestApp, CapturingMailer, createTestDatabase, type TestApp, testConfig, XSRF } from '../helpers.ts';
import { rawRequest, variantsOf } from './request-targets.ts';
import { nth } from '../nth.ts';

let t: TestApp;
let port: number;
let tokens: Record<'player' | 'coach' | 'admin', string>;
const operations: { method: string; path: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const s = await buildScene(t.db, { players: 1 });
  tokens = {
    player: await t.login(nth(s.players, 0).email, DEFAULT_PASSWORD),
    coach: await t.login(s.coach.email, DEFAULT_PASSWORD),
    admin: await t.login(s.admin.email, DEFAULT_PASSWORD),
  };
  const doc = (await t.app.inject('/api/docs/json')).json();
  for (const [path, methods] of Object.entries<Record<string, unknown>>(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const method of Object.keys(methods)) {
      if (['get', 'post', 'put', 'delete', 'patch'].includes(method))
        operations.push({ method: method.toUpperCase(), path: path.replace(/{\w+}/g, '1') });
    }
  }
}, 120_000);
afterAll(async () => t?.close());

/** The answer to the canonical path, and to each variant: the same decision, or not found. */
async function sameDecisionOrNotFound(method: string, path: string, headers: Record<string, string>, body?: string) {
  const wrong: string[] = [];
  const canonical = await rawRequest(port, method, path, headers, body);
  for (const variant of variantsOf(path)) {
    const res = await rawRequest(port, method, variant, headers, body);
    const allowed = [canonical.status, 404, 400];
    if (!allowed.includes(res.status))
      wrong.push(`${method} ${variant}: ${res.status} (canonical ${path}: ${canonical.status}) ${res.body.slice(0, 100)}`);
    if (res.status >= 500) wrong.push(`${method} ${variant}: ${res.status}`);
  }
  return { canonical, wrong };
}

describe('routes reached through odd request targets', () => {
  it('the variants are real: the router itself reads several of them as the route (so only the match can decide)', async () => {
    const reached = [];
    for (const variant of variantsOf('/api/squadRole/GetMySquadRoles')) {
      const res = await rawRequest(port, 'GET', variant, { authorization: `Bearer ${tokens.player}` });
      if (res.status === 200) reached.push(variant);
    }
    expect(reached).toEqual(
      expect.arrayContaining([
        '//api/squadRole/GetMySquadRoles',
        '/%61pi/squadRole/GetMySquadRoles',
        '/API/squadRole/GetMySquadRoles',
        'http://localhost/api/squadRole/GetMySquadRoles',
      ]),
    );
  });

  it('answers an anonymous caller on every variant of every non-public route as on the canonical path (401), or 404', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const op of operations) {
      const body = op.method === 'GET' ? undefined : '{}';
      const headers: Record<string, string> = op.method === 'GET' ? {} : { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };
      const result = await sameDecisionOrNotFound(op.method, op.path, headers, body);
      if (result.canonical.status === 401) checked++;
      wrong.push(...result.wrong);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  }, 300_000);

  it('answers a player on every variant of every admin route with 403, or 404', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.path.toLowerCase().startsWith('/api/admin/'))) {
      const body = op.method === 'GET' ? undefined : '{}';
      const headers = {
        authorization: `Bearer ${tokens.player}`,
        ...(op.method === 'GET' ? {} : { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF }),
      };
      const result = await sameDecisionOrNotFound(op.method, op.path, headers, body);
      expect(result.canonical.status, `${op.method} ${op.path}`).toBe(403);
      wrong.push(...result.wrong);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('refuses every unsafe call without the anti-forgery pair on every variant (400 AntiforgeryError), or 404', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.method !== 'GET')) {
      const result = await sameDecisionOrNotFound(op.method, op.path, { authorization: `Bearer ${tokens.admin}` }, '{}');
      expect(result.canonical.status, `${op.method} ${op.path}`).toBe(400);
      expect(result.canonical.body).toContain('AntiforgeryError');
      wrong.push(...result.wrong);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('never creates, changes or lists anything for an anonymous caller: the attacks of the report', async () => {
    const xsrf = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };
    const attempts = [
      await rawRequest(port, 'GET', '//api/admin/member'),
      await rawRequest(port, 'GET', '/%61pi/admin/squadMember/bystudy/1'),
      await rawRequest(port, 'GET', 'http://localhost:3000/api/admin/summary'),
      await rawRequest(
        port,
        'POST',
        '//api/admin/account',
        xsrf,
        JSON.stringify({
          name: 'Mallory',
          ownerName: 'M',
          ownerEmail: 'm@example.test',
          customerCode: 'MAL',
          activationDate: '2026-01-01',
          renewalDate: '2027-01-01',
          active: true,
        }),
      ),
      await rawRequest(port, 'PUT', '//api/admin/club/1', xsrf, JSON.stringify({ name: 'x', code: 'x', active: false })),
    ];
    expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    for (const a of attempts) expect(a.body).not.toMatch(/@|"name"/);
  });
});

describe('deny by default', () => {
  it('refuses an anonymous caller on a route that declares no access, wherever it lives and however its path is written', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, mailer: new CapturingMailer(), logger: false });
    // A route somebody adds without deciding who may call it, outside /api.
    app.get('/internal/undeclared', async () => ({ secret: 'member data' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const p = (app.server.address() as AddressInfo).port;
      for (const target of [
        '/internal/undeclared',
        '//internal/undeclared',
        '/INTERNAL/undeclared/',
        '/%69nternal/undeclared',
        'http://localhost/internal/undeclared',
      ]) {
        const res = await rawRequest(p, 'GET', target);
        expect(res.status, target).toBe(401);
        expect(res.body).not.toContain('member data');
      }
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 404 on paths that match no route, under /api or elsewhere, also to a signed-in admin', async () => {
    for (const target of ['/api/admin/nothing-here', '/api/./admin/summary/x', '/api', '/api/']) {
      const res = await rawRequest(port, 'GET', target, { authorization: `Bearer ${tokens.admin}` });
      expect(res.status, target).toBe(404);
      expect(JSON.parse(res.body).errors[0].code).toBe('NotFound');
    }
  });

  it('answers a target whose percent-encoding is not UTF-8 with 400 in the error shape, before any route', async () => {
    for (const target of ['/api/evaluation/%ED%A0%80/report', '/api/admin/%E0', '/%', '//api/admin/member%ff']) {
      const res = await rawRequest(port, 'GET', target, { authorization: `Bearer ${tokens.admin}` });
      expect(res.status, target).toBe(400);
      expect(JSON.parse(res.body).errors[0].code).toBe('ValidationError');
    }
  });
});
