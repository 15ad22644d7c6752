import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, DEFAULT_PASSWORD, publishTerms } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { complianceTexts, members } from '../db/schema/index.ts';
import { MemberCache } from './member-cache.ts';
import { firstOf } from '../../test/nth.ts';

describe('MemberCache', () => {
  it('keeps a row read while nothing changed, and drops it when its member changes', () => {
    const cache = new MemberCache<string>();
    cache.set(1, 'one', cache.epoch());
    cache.set(2, 'two', cache.epoch());
    expect([cache.get(1), cache.get(2)]).toEqual(['one', 'two']);
    cache.changed('1');
    expect([cache.get(1), cache.get(2)]).toEqual([undefined, 'two']);
  });

  it('does not keep a row whose lookup was running when a change arrived', () => {
    const cache = new MemberCache<string>();
    const epoch = cache.epoch();
    cache.changed('7'); // any member: the lookup may have read a row from before the change
    cache.set(1, 'stale?', epoch);
    expect(cache.get(1)).toBeUndefined();
  });

  it("drops everything on '*' (new terms) and on a payload it cannot read", () => {
    const cache = new MemberCache<string>();
    for (const id of [1, 2, 3]) cache.set(id, `m${id}`, cache.epoch());
    cache.changed('*');
    expect(cache.size).toBe(0);
    cache.set(1, 'm1', cache.epoch());
    cache.changed('garbage');
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries rows, dropping the oldest', () => {
    const cache = new MemberCache<number>(3);
    for (const id of [1, 2, 3, 4]) cache.set(id, id, cache.epoch());
    expect([cache.get(1), cache.get(2), cache.get(4), cache.size]).toEqual([undefined, 2, 4, 3]);
  });
});

// Through the real app: on the embedded database the lookup is cached; on PostgreSQL it is not. Either way a
// change written straight into the database (not through the app's own routes) must take effect on the next call.
describe('authentication after changes written straight into the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const call = (token: string) => t.inject({ method: 'GET', url: '/api/evaluation/getMyPendingEvaluations', token });
  async function currentTerms() {
    const [row] = firstOf(await t.db.select({ version: sql<number>`coalesce(max(${complianceTexts.version}), 1)` }).from(complianceTexts), 1);
    return Number(row.version);
  }
  async function signedIn() {
    const member = await buildMember(t.db, { acceptedTermsVersion: await currentTerms() });
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    expect((await call(token)).statusCode).toBe(200);
    expect((await call(token)).statusCode).toBe(200);
    return { member, token };
  }

  it('refuses the token at once when the member is disabled', async () => {
    const { member, token } = await signedIn();
    await t.db.update(members).set({ enabled: false }).where(eq(members.id, member.id));
    expect((await call(token)).statusCode).toBe(401);
  });

  it('refuses the token at once when its version is bumped (sign-out elsewhere, password change)', async () => {
    const { member, token } = await signedIn();
    await t.db
      .update(members)
      .set({ tokenVersion: sql`${members.tokenVersion} + 1` })
      .where(eq(members.id, member.id));
    expect((await call(token)).statusCode).toBe(401);
  });

  it('refuses at once when the role changes, and asks for new terms at once when they are published', async () => {
    const { member, token } = await signedIn();
    const version = (await currentTerms()) + 1;
    await publishTerms(t.db, version);
    const gated = await call(token);
    expect([gated.statusCode, gated.json().errors[0].code]).toEqual([451, 'TermsChanged']);
    await t.db.update(members).set({ acceptedTermsVersion: version }).where(eq(members.id, member.id));
    expect((await call(token)).statusCode).toBe(200);
    await t.db.update(members).set({ role: 'AppAdmin' }).where(eq(members.id, member.id));
    expect((await call(token)).statusCode).toBe(403);
  });

  it('refuses the token at once when the member is deleted', async () => {
    const { member, token } = await signedIn();
    await t.db.delete(members).where(eq(members.id, member.id));
    expect((await call(token)).statusCode).toBe(401);
  });

  // Proof that the embedded database does serve the lookup from memory: a change made with triggers switched
  // off (so no notification) is not seen, until a notified change drops the entry.
  it.runIf(!process.env.TEST_DATABASE_URL)('on the embedded database, serves the lookup from memory until a change is announced', async () => {
    const { member, token } = await signedIn();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(members).set({ enabled: false }).where(eq(members.id, member.id));
    });
    expect((await call(token)).statusCode).toBe(200);
    await t.db.update(members).set({ name: 'Renamed' }).where(eq(members.id, member.id));
    expect((await call(token)).statusCode).toBe(401);
  });
});
