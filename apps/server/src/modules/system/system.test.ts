import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScene, buildStudy, DEFAULT_PASSWORD, isoDate } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { studies } from '../../db/schema/index.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cp-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => t?.close());

describe('system endpoints', () => {
  it('serves the client configuration, uncached, and sets the anti-forgery cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/appsettings.json?v=1732300000000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      apiUrl: '',
      defaultLanguage: 'en',
      languages: ['en', 'es', 'ca', 'de', 'it'],
      captcha: { enabled: false },
      version: expect.any(String),
      // No PUBLIC_URL: the client's links take the address the page was opened at.
      publicUrl: null,
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/XSRF-TOKEN=[\w-]{20,}/);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.app.inject('/login');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves index.html, never cached, for client routes and hashed assets for a year', async () => {
    const page = await t.app.inject('/evaluations/12/continue');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('answers an unknown API path with 404 in the error shape, not the client page', async () => {
    // Unmatched paths answer 404 to everybody: authorization belongs to matched routes only.
    for (const url of ['/api/nothing/here', '//api/nothing/here', '/API/Nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.json().errors[0].code).toBe('NotFound');
    }
  });

  it('publishes the OpenAPI document with the API routes', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/member/authenticate', '/api/squadRole/GetMySquadRoles', '/api/health']));
  });

  it('does not publish the OpenAPI document or its page when API_DOCS is off (the default in production)', async () => {
    const off = await buildTestApp({ env: { API_DOCS: 'false' } });
    try {
      for (const url of ['/api/docs/json', '/api/docs', '/api/docs/yaml']) expect((await off.app.inject(url)).statusCode).toBe(404);
      expect((await off.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('compresses large responses when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('the admin summary', () => {
  it('counts clubs, studies, running studies, members and quizzes', async () => {
    const s = await buildScene(t.db, { players: 7 });
    await buildStudy(t.db, { studyGroupId: s.group.id, quizId: s.quiz.id, startDate: isoDate(-40), dueDate: isoDate(-10), state: 'inprogress' });
    const token = await t.login(s.admin.email, DEFAULT_PASSWORD);
    const res = await t.inject({ method: 'GET', url: '/api/admin/summary', token });
    expect(res.statusCode).toBe(200);
    const all = await t.db.select().from(studies);
    expect(res.json()).toMatchObject({ clubs: 2, activeClubs: 2, studies: all.length, quizzes: 1, enabledQuizzes: 1, disabledMembers: 0 });
    expect(res.json().runningStudies).toBe(all.filter((x) => x.dueDate >= isoDate(0) && (x.state === 'open' || x.state === 'inprogress')).length);
    expect(res.json().members).toBeGreaterThanOrEqual(10);
  });
});
