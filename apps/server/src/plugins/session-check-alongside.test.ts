/**
 * The admin lists check the session beside their queries (plugins/auth.ts, `sessionCheck: 'alongside'`): the
 * answer must still wait for the check, and a session that fails it must get its refusal, never a row, whatever
 * else is wrong with the request. Changes are written straight into the database, as an attacker's stale token
 * would meet them. On PGlite by default, on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildClub, buildMember, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import type { TokenService } from '../lib/tokens.ts';
import { registerAuth } from './auth.ts';

const LISTS = [
  '/api/admin/member/page',
  '/api/admin/club/page',
  '/api/admin/account/page',
  '/api/admin/studyGroup/page',
  '/api/admin/study/page',
  '/api/admin/quiz/page',
  '/api/admin/audit/page',
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await buildClub(t.db, { name: 'Alongside FC' });
});
afterAll(async () => t?.close());

/** A platform admin past the second factor, signed in: their id and token. */
async function signedInAdmin() {
  const admin = await buildAdmin(t.db);
  return { id: admin.id, token: await t.login(admin.email, DEFAULT_PASSWORD) };
}
const get = (url: string, token: string) => t.inject({ method: 'GET', url, token });
const codeOf = (res: { json(): unknown }) => (res.json() as { errors: Array<{ code: string }> }).errors[0]?.code;

describe('a list beside the session check', () => {
  it('answers every list to a signed-in admin', async () => {
    const { token } = await signedInAdmin();
    for (const url of LISTS) {
      const res = await get(url, token);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.json()).toHaveProperty('total');
    }
    expect((await get('/api/admin/club/page?q=alongside', token)).json().items).toMatchObject([{ name: 'Alongside FC' }]);
  });

  it("sends the list's own queries before the session check's read of the member", async () => {
    const { id, token } = await signedInAdmin();
    type Query = (text: unknown, ...rest: unknown[]) => Promise<unknown>;
    const driver = (t.db as unknown as { $client: { query: Query } }).$client;
    const original = driver.query;
    const sent: string[] = [];
    driver.query = function (this: unknown, text, ...rest) {
      sent.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
      return original.call(this, text, ...rest);
    };
    try {
      for (const [i, url] of ['/api/admin/member/page', '/api/admin/member/page?q=alongside'].entries()) {
        // A change of the member's row: the embedded database's cache of it goes (plugins/member-cache.ts), so the
        // check reads it again, as it always does on PostgreSQL.
        await t.db
          .update(members)
          .set({ name: `Ada ${i}` })
          .where(eq(members.id, id));
        sent.length = 0;
        expect((await get(url, token)).statusCode).toBe(200);
        const check = sent.findIndex((text) => /"token_version"/.test(text));
        const list = sent.findIndex((text) => /"folded_full_name"|count\(\*\)/.test(text));
        expect(check, sent.join('\n')).toBeGreaterThan(-1);
        expect(list, sent.join('\n')).toBeGreaterThan(-1);
        expect(list).toBeLessThan(check);
      }
    } finally {
      driver.query = original;
    }
  });

  it('refuses a disabled admin with 401 and no rows, also when the query string is wrong', async () => {
    const { id, token } = await signedInAdmin();
    await t.db.update(members).set({ enabled: false }).where(eq(members.id, id));
    for (const url of LISTS) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ errors: [expect.objectContaining({ code: 'Unauthorized' })] });
    }
    // A wrong page size would be a 400: the refusal of the session comes first, and says nothing of the query.
    const wrong = await get('/api/admin/club/page?pageSize=7&sort=nope', token);
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([401, 'Unauthorized']);
  });

  it('refuses a token from before a sign-out or a password change (token version) with 401', async () => {
    const { id, token } = await signedInAdmin();
    const [row] = await t.db.select({ v: members.tokenVersion }).from(members).where(eq(members.id, id));
    await t.db
      .update(members)
      .set({ tokenVersion: (row?.v ?? 0) + 1 })
      .where(eq(members.id, id));
    const res = await get('/api/admin/member/page?q=a', token);
    expect([res.statusCode, codeOf(res)]).toEqual([401, 'Unauthorized']);
    expect(res.body).not.toContain('items');
  });

  it('refuses an admin demoted to user with 403, also when the query string is wrong', async () => {
    const { id, token } = await signedInAdmin();
    await t.db.update(members).set({ role: 'User' }).where(eq(members.id, id));
    for (const url of [...LISTS, '/api/admin/study/page?page=0']) {
      const res = await get(url, token);
      expect([res.statusCode, codeOf(res)], url).toEqual([403, 'Forbidden']);
    }
  });

  it('answers again once the admin is enabled again (nothing of the refusal is kept)', async () => {
    const { id, token } = await signedInAdmin();
    await t.db.update(members).set({ enabled: false }).where(eq(members.id, id));
    expect((await get('/api/admin/quiz/page', token)).statusCode).toBe(401);
    await t.db.update(members).set({ enabled: true }).where(eq(members.id, id));
    expect((await get('/api/admin/quiz/page', token)).statusCode).toBe(200);
  });

  it('checks other callers first, as every route does: a player 403, an admin without the second factor 403 TwoFactorRequired', async () => {
    const player = await buildMember(t.db);
    const playerToken = await t.login(player.email, DEFAULT_PASSWORD);
    const refused = await get('/api/admin/member/page', playerToken);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'Forbidden']);
    const bare = await buildAdmin(t.db, { twoFactor: false });
    const bareToken = await t.login(bare.email, DEFAULT_PASSWORD);
    const noFactor = await get('/api/admin/member/page', bareToken);
    expect([noFactor.statusCode, codeOf(noFactor)]).toEqual([403, 'TwoFactorRequired']);
    expect((await get('/api/admin/member/page', 'not-a-token')).statusCode).toBe(401);
  });
});

describe("routes declared sessionCheck 'alongside'", () => {
  const tokens: TokenService = { issue: async () => 'x', verify: async () => null };
  async function declare(route: (app: ReturnType<typeof Fastify>) => void) {
    const app = Fastify();
    registerAuth(app, { db: {} as Db, tokens, readMember: async () => [] });
    try {
      route(app);
      await app.ready();
    } finally {
      await app.close();
    }
  }

  it('may only be GET routes for platform admins or users', async () => {
    await expect(declare((app) => app.post('/x', { config: { access: 'admin', sessionCheck: 'alongside' } }, async () => ({})))).rejects.toThrow(
      /admin and user GET routes only/,
    );
    await expect(
      declare((app) => app.get('/x', { config: { access: 'authenticated', sessionCheck: 'alongside' } }, async () => ({}))),
    ).rejects.toThrow(/admin and user GET routes only/);
  });

  it('may not take the reply, which could send an answer before the check', async () => {
    await expect(
      declare((app) =>
        app.get('/x', { config: { access: 'admin', sessionCheck: 'alongside' } }, async (_request: FastifyRequest, reply: FastifyReply) =>
          reply.send({}),
        ),
      ),
    ).rejects.toThrow(/cannot take the reply/);
    await expect(
      declare((app) => app.get('/x', { config: { access: 'admin', sessionCheck: 'alongside' } }, async () => ({}))),
    ).resolves.toBeUndefined();
  });
});
