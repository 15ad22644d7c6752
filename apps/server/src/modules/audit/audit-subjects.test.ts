import { count, ilike, or } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildMember, buildScene, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { recordAudit } from './audit.repository.ts';

/**
 * The audit list names its subjects ("Club CF Montjuïc", "Member Laia Puig") and filters by their kind and
 * name, server-side and paged; a member's name is read from the members table, so erasure takes it away.
 */
let t: TestApp;
let admin: string;
let s: Awaited<ReturnType<typeof buildScene>>;
beforeAll(async () => {
  t = await buildTestApp();
  s = await buildScene(t.db, { players: 1 });
  admin = await t.login(s.admin.email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

type Item = { action: string; target: string; subjectType: string | null; subjectName: string | null };
const page = async (query: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/admin/audit/page?pageSize=100&${query}`, token: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Item[]; total: number };
};

describe('readable audit subjects', () => {
  let clubId = 0;
  beforeAll(async () => {
    const account = await buildAccount(t.db);
    const club = await t.inject({
      method: 'POST',
      url: '/api/admin/club',
      token: admin,
      payload: { name: 'CF Montjuïc', code: 'MONTJUIC', accountId: account.id, active: true },
    });
    expect(club.statusCode).toBe(201);
    clubId = club.json().id;
    const group = await t.inject({
      method: 'POST',
      url: '/api/admin/studyGroup',
      token: admin,
      payload: { clubId, name: 'Cadet Femení', code: 'CADF', categoryId: s.group.categoryId },
    });
    expect(group.statusCode).toBe(201);
  });

  it('names a club and a study group as they were called, by kind, and finds them by any word of the name', async () => {
    const clubs = await page('subjectType=club');
    expect(clubs.items).toContainEqual(
      expect.objectContaining({ action: 'club.create', target: `club:${clubId}`, subjectType: 'club', subjectName: 'CF Montjuïc' }),
    );
    expect(clubs.items.every((e) => e.target.startsWith('club:'))).toBe(true);
    // A word of the name, whatever the case and the accents; not the inside of a word.
    const femeni = await page('subjectName=FEMENI');
    expect(femeni.items.map((e) => [e.action, e.subjectType, e.subjectName])).toEqual([['studyGroup.create', 'studyGroup', 'Cadet Femení']]);
    expect((await page('subjectName=emeni')).total).toBe(0);
    expect((await page('subjectType=club&subjectName=cadet')).total).toBe(0);
  });

  it("names a member as they are now, finds their squad memberships' rows too, and forgets the name with the erasure", async () => {
    const laia = await buildMember(t.db, { name: 'Laia', surname: 'Puig', email: 'laia.puig@example.test' });
    const update = await t.inject({
      method: 'PUT',
      url: `/api/admin/member/${laia.id}`,
      token: admin,
      payload: { name: 'Laia', surname: 'Puig', email: 'laia.puig@example.test' },
    });
    expect(update.statusCode).toBe(200);
    await recordAudit(t.db, s.admin.id, 'squadMember.remove', `squadMember:999 member:${laia.id} club:${clubId}`);
    const found = await page('subjectType=member&subjectName=puig');
    expect(found.items.map((e) => [e.action, e.subjectType, e.subjectName])).toEqual([
      ['squadMember.remove', 'member', 'Laia Puig'],
      ['member.update', 'member', 'Laia Puig'],
    ]);
    // Nothing of the person is stored in the trail: the name comes from the members table when read.
    const stored = await t.db
      .select({ n: count() })
      .from(auditEvents)
      .where(or(ilike(auditEvents.subjectLabel, '%laia%'), ilike(auditEvents.target, '%laia%')));
    expect(stored).toEqual([{ n: 0 }]);

    const erase = await t.inject({ method: 'POST', url: `/api/admin/member/${laia.id}/erase`, token: admin, payload: { reason: 'On request' } });
    expect(erase.statusCode).toBeLessThan(300);
    expect((await page('subjectName=laia')).total).toBe(0);
    const after = await page(`subject=member:${laia.id}`);
    expect(after.total).toBeGreaterThanOrEqual(2);
    expect(after.items.every((e) => e.subjectType === 'member' && e.subjectName === null)).toBe(true);
  });

  it('pages a subject filter as the whole list: the same rows, in the same order', async () => {
    for (let i = 0; i < 13; i++) await recordAudit(t.db, s.admin.id, 'club.update', `club:${clubId}`, `CF Montjuïc ${i}`);
    const whole = await page('subjectName=montjuic');
    expect(whole.total).toBe(14);
    const pieces: Item[] = [];
    for (let n = 1; n <= 2; n++) {
      const res = await t.inject({ method: 'GET', url: `/api/admin/audit/page?pageSize=10&page=${n}&subjectName=montjuic`, token: admin });
      expect(res.json().total).toBe(14);
      pieces.push(...res.json().items);
    }
    expect(pieces).toEqual(whole.items);
  });

  it('refuses a kind of subject it does not know (400)', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/audit/page?subjectType=password', token: admin });
    expect(res.statusCode).toBe(400);
  });
});
