import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { buildAdmin, buildMember, buildScene, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { nth } from '../../../test/nth.ts';
import { recordAudit } from './audit.repository.ts';
import { csvCell } from '../../lib/csv.ts';

let t: TestApp;
let admin: string;
let coach: string;
let player: string;
let s: Awaited<ReturnType<typeof buildScene>>;
beforeAll(async () => {
  t = await buildTestApp();
  s = await buildScene(t.db, { players: 1 });
  admin = await t.login(s.admin.email, DEFAULT_PASSWORD);
  coach = await t.login(s.coach.email, DEFAULT_PASSWORD);
  player = await t.login(nth(s.players, 0).email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

const at = (iso: string) => new Date(iso);
const insertAt = async (actorId: number | null, action: string, target: string, when: string) => {
  const rows = await t.db
    .insert(auditEvents)
    .values({ actorId, action, target, at: at(when) })
    .returning({ id: auditEvents.id });
  return nth(rows, 0).id;
};

/** The statement fails with the trigger's message (drizzle wraps the driver's error in `cause`). */
async function refused(statement: SQL, operation: string) {
  const error: unknown = await t.db.execute(statement).then(
    () => null,
    (e: unknown) => e,
  );
  const cause = (error as { cause?: { message?: string } } | null)?.cause;
  expect(cause?.message ?? String(error)).toContain(`audit_events is append-only: ${operation} refused`);
}

describe('audit trail: append-only in the database', () => {
  it('refuses a direct UPDATE, DELETE and TRUNCATE of audit rows, and keeps the row as it was', async () => {
    await recordAudit(t.db, s.admin.id, 'member.enable', 'member:999001');
    const row = nth(await t.db.select().from(auditEvents).where(eq(auditEvents.target, 'member:999001')), 0);
    await refused(sql`update audit_events set action = 'member.disable' where target = 'member:999001'`, 'UPDATE');
    await refused(sql`update audit_events set actor_id = null`, 'UPDATE');
    await refused(sql`delete from audit_events where target = 'member:999001'`, 'DELETE');
    await refused(sql`delete from audit_events`, 'DELETE');
    await refused(sql`truncate audit_events`, 'TRUNCATE');
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.target, 'member:999001'))).toEqual([row]);
  });

  it('erasing a member leaves their audit rows as they were (a bare member id, no name or email)', async () => {
    const m = await buildMember(t.db);
    const token = await t.login(m.email, DEFAULT_PASSWORD);
    await recordAudit(t.db, m.id, 'terms.accept', 'usageTerms:v1');
    const res = await t.inject({ method: 'DELETE', url: '/api/member/me', token, payload: { password: DEFAULT_PASSWORD } });
    expect(res.statusCode).toBe(204);
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, m.id));
    expect(rows.map((r) => r.action)).toEqual(['terms.accept']);
    const page = await t.inject({ method: 'GET', url: `/api/admin/audit/page?actorId=${m.id}`, token: admin });
    expect(page.json().items).toEqual([expect.objectContaining({ actorId: m.id, actorName: null, actorEmail: null, action: 'terms.accept' })]);
  });
});

describe('GET /api/admin/audit/page', () => {
  let other: Awaited<ReturnType<typeof buildAdmin>>;
  beforeAll(async () => {
    other = await buildAdmin(t.db, { name: 'Olga', surname: 'Other' });
    await insertAt(other.id, 'member.disable', 'member:777', '2031-01-10T10:00:00Z');
    await insertAt(other.id, 'member.enable', 'member:777', '2031-01-11T10:00:00Z');
    await insertAt(other.id, 'member.enable', 'member:7770', '2031-01-11T10:00:00Z');
    await insertAt(other.id, 'squadMember.remove', 'member:777 deleted', '2031-01-12T23:59:59Z');
    await insertAt(other.id, 'quiz.disable', '=cmd|calc', '2031-01-13T00:00:00Z');
  });

  const page = (query: string, token = admin) => t.inject({ method: 'GET', url: `/api/admin/audit/page?${query}`, token });

  it('answers newest first with the id breaking ties, the total, the page, and the actor named', async () => {
    const res = await page(`actorId=${other.id}&pageSize=10`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.items.map((e: { target: string }) => e.target)).toEqual([
      '=cmd|calc',
      'member:777 deleted',
      'member:7770',
      'member:777',
      'member:777',
    ]);
    expect(body.items[0]).toMatchObject({ actorId: other.id, actorName: 'Olga Other', actorEmail: other.email, at: '2031-01-13T00:00:00.000Z' });
    const [second, third] = [body.items[2], body.items[3]];
    expect(second.id).toBeGreaterThan(third.id);
    const p2 = await page(`actorId=${other.id}&pageSize=10&page=2`);
    expect(p2.json()).toMatchObject({ items: [], total: 5, page: 2, pageSize: 10 });
  });

  it('filters by action, by subject (the first word of the target, not a prefix of its number) and by days', async () => {
    expect((await page(`actorId=${other.id}&action=member.enable`)).json().total).toBe(2);
    const subject = (await page(`actorId=${other.id}&subject=member:777`)).json();
    expect(subject.items.map((e: { action: string }) => e.action)).toEqual(['squadMember.remove', 'member.enable', 'member.disable']);
    const days = (await page(`actorId=${other.id}&from=2031-01-11&to=2031-01-12`)).json();
    expect(days.items.map((e: { action: string }) => e.action)).toEqual(['squadMember.remove', 'member.enable', 'member.enable']);
    expect((await page(`actorId=${other.id}&subject=${encodeURIComponent('%')}`)).json().total).toBe(0);
    // The actor by the beginning of their name or email, whatever the case and accents.
    const byName = (await page(`actor=${encodeURIComponent('ÓLGA oth')}`)).json();
    expect(byName.total).toBe(5);
    expect(new Set(byName.items.map((e: { actorId: number }) => e.actorId))).toEqual(new Set([other.id]));
    expect((await page(`actor=${encodeURIComponent(other.email.slice(0, 8))}&action=quiz.disable`)).json().total).toBeGreaterThanOrEqual(1);
    expect((await page('actor=nobody-by-this-name')).json().total).toBe(0);
  });

  it('cuts pages from the same order as the whole list, ties at one time included (pages are read by keyset from their first row)', async () => {
    const ties = await buildAdmin(t.db, { name: 'Tia', surname: 'Ties' });
    for (let i = 0; i < 23; i++) {
      await insertAt(ties.id, i % 3 ? 'member.enable' : 'member.disable', `member:${i}`, `2031-02-0${1 + (i % 4)}T10:00:00Z`);
    }
    for (const filter of [`actorId=${ties.id}`, `actorId=${ties.id}&action=member.enable`]) {
      const whole = (await page(`${filter}&pageSize=100`)).json();
      const ids: number[] = [];
      for (let n = 1; n <= 3; n++) {
        const res = (await page(`${filter}&pageSize=10&page=${n}`)).json();
        expect(res.total).toBe(whole.total);
        ids.push(...res.items.map((e: { id: number }) => e.id));
      }
      expect(ids).toEqual(whole.items.map((e: { id: number }) => e.id));
      expect((await page(`${filter}&pageSize=10&page=4`)).json().items).toEqual([]);
    }
  });

  it('refuses bad filters with 400 in the error shape', async () => {
    for (const q of ['from=2031-02-01&to=2031-01-01', 'from=yesterday', 'pageSize=7', 'page=0', 'actorId=abc', `subject=${'x'.repeat(81)}`]) {
      const res = await page(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors, q).toContainEqual(expect.objectContaining({ code: 'ValidationError' }));
    }
  });

  it('is for admins only: 401 without a token, 403 for a coach and a player', async () => {
    expect((await page('', null as unknown as string)).statusCode).toBe(401);
    expect((await page('', coach)).statusCode).toBe(403);
    expect((await page('', player)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/audit/export.csv', () => {
  it('answers CSV with a header row, formula-safe cells, the same filters, and records the export', async () => {
    const other = await buildAdmin(t.db, { name: '@Ana', surname: 'Sum' });
    await insertAt(other.id, 'quiz.disable', '=HYPERLINK("http://x")', '2032-03-01T08:00:00Z');
    await insertAt(other.id, 'quiz.enable', 'quiz:5', '2032-03-02T08:00:00Z');
    const res = await t.inject({ method: 'GET', url: `/api/admin/audit/export.csv?actorId=${other.id}&to=2032-03-01`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="club-pulse-audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"id","at","actorId","actorName","actorEmail","action","target","subjectType","subjectName"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'@Ana Sum"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    const [me] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'audit.export'));
    expect(me).toMatchObject({ actorId: s.admin.id, target: 'audit:1' });
  });

  it('refuses bad filters (400) and callers other than admins (401, 403)', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/audit/export.csv?from=2031-13-01', token: admin })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/admin/audit/export.csv' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/admin/audit/export.csv', token: coach })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/admin/audit/export.csv', token: player })).statusCode).toBe(403);
  });

  it('makes every cell that a spreadsheet would run as a formula text', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', 'plain', 'a,"b"', null, 7].map((v) => csvCell(v))).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\t=1"`,
      '"plain"',
      '"a,""b"""',
      '""',
      '"7"',
    ]);
  });
});

describe('exports are audited', () => {
  it("records a member's download of their own data and an admin's quiz export", async () => {
    const m = await buildMember(t.db);
    const token = await t.login(m.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'GET', url: '/api/member/me/data', token })).statusCode).toBe(200);
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, m.id))).toEqual([
      expect.objectContaining({ action: 'member.dataExport', target: `member:${m.id}` }),
    ]);
    const installed = await t.inject({ method: 'POST', url: '/api/admin/quiz/library/wellbeing-youth/install', token: admin });
    const quizId: number = installed.json().quiz.id;
    const res = await t.inject({ method: 'GET', url: `/api/admin/quiz/${quizId}/export`, token: admin });
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, `quiz:${quizId}`));
    expect(rows.map((r) => [r.action, r.actorId])).toContainEqual(['quiz.export', s.admin.id]);
  });
});
