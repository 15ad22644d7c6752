/**
 * Audit inventory: EVERY route of the OpenAPI document by which an admin or a coach creates, changes, deletes or
 * sends something (every non-GET route under /api/admin and /api/manager), and both sign-in routes (an admin's
 * sign-in), is called with a request that succeeds, and must leave its action in the audit trail with the caller
 * as actor. A route without an entry in the inventory fails the test, so a new route cannot ship unaudited.
 * The rows stay free of personal data: no email in any row, and a member is never named in the row itself.
 */
import { gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, followUpCases } from '../../src/db/schema/index.ts';
import { buildScene, DEFAULT_PASSWORD } from '../factories.ts';
import { buildTestApp } from '../helpers.ts';
import { firstOf, nth } from '../nth.ts';
import { AUDITED, type AuditCtx } from './audit-inventory-table.ts';

const SIGN_INS = ['POST /api/member/authenticate', 'POST /api/member/authenticate/two-factor'];

let c: AuditCtx;
const routes: Array<{ key: string; method: string; path: string }> = [];

beforeAll(async () => {
  const t = await buildTestApp();
  const s = await buildScene(t.db, { players: 2 });
  const [caseOfA] = firstOf(
    await t.db
      .insert(followUpCases)
      .values({ evaluationId: nth(s.players, 0).evaluation.id })
      .returning(),
    1,
  );
  c = {
    t,
    s,
    admin: await t.login(s.admin.email, DEFAULT_PASSWORD),
    coach: await t.login(s.coach.email, DEFAULT_PASSWORD),
    caseId: caseOfA.id,
    made: {},
  };
  const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
  routes.push(
    ...Object.entries<Record<string, unknown>>(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['post', 'put', 'delete', 'patch'].includes(m))
        .map((m) => ({ key: `${m.toUpperCase()} ${path}`, method: m.toUpperCase(), path }))
        .filter((r) => /^\/api\/(admin|manager)\//.test(r.path) || SIGN_INS.includes(r.key)),
    ),
  );
}, 120_000);
afterAll(async () => c?.t.close());

describe('audit inventory over every mutating admin and coach route of the OpenAPI document', () => {
  it('has an entry for every such route (a new one must be audited), and none for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.key).filter((k) => !AUDITED[k])).toEqual([]);
    expect(Object.keys(AUDITED).filter((k) => !routes.some((r) => r.key === k))).toEqual([]);
  });

  it('records each act with its action and its actor, and no personal data in the row', async () => {
    const wrong: string[] = [];
    const actorOf = { admin: c.s.admin.id, coach: c.s.coach.id };
    for (const [key, entry] of Object.entries(AUDITED)) {
      const call = await entry(c);
      const [method = '', path = ''] = key.split(' ');
      let url = path;
      for (const [name, value] of Object.entries(call.params ?? {})) url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
      const [{ last }] = firstOf(await c.t.db.select({ last: max(auditEvents.id) }).from(auditEvents), 1);
      const res = await c.t.inject({
        method: method as 'POST',
        url,
        token: call.as === 'none' ? null : c[call.as],
        ...(call.body !== undefined ? { payload: call.body as object } : method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode >= 300) {
        wrong.push(`${key}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        continue;
      }
      if (res.body && res.headers['content-type']?.toString().includes('json')) call.remember?.(res.json(), c);
      const rows = await c.t.db
        .select()
        .from(auditEvents)
        .where(gt(auditEvents.id, last ?? 0));
      const actorId = call.as === 'none' ? call.actorId : actorOf[call.as];
      if (!rows.some((r) => r.action === call.action && r.actorId === actorId))
        wrong.push(`${key}: no ${call.action} by ${actorId} (recorded: ${rows.map((r) => `${r.action}@${r.actorId}`).join(', ') || 'nothing'})`);
      for (const r of rows) {
        if (/@/.test(`${r.target} ${r.subjectLabel ?? ''}`)) wrong.push(`${key}: an email in ${r.action}`);
        if (/^(member|squadMember):/.test(r.target) && r.subjectLabel !== null) wrong.push(`${key}: a member named in ${r.action}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
