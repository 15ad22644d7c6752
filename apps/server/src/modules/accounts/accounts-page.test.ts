/**
 * The admin's accounts list, one page at a time (GET /api/admin/account/page): the server searches, filters,
 * sorts and pages, and answers the total of the whole filtered list. On PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildAdmin, buildClub, buildMember, DEFAULT_PASSWORD, isoDate } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { accounts } from '../../db/schema/index.ts';

type Item = {
  id: number;
  name: string;
  ownerName: string;
  customerCode: string;
  renewalDate: string;
  active: boolean;
  inGoodStanding: boolean;
  clubs: number;
};
type Page = { items: Item[]; total: number; page: number; pageSize: number };

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};

async function page(query: string): Promise<Page> {
  const res = await t.inject({ method: 'GET', url: `/api/admin/account/page?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function allPages(query: string, pageSize = 10): Promise<Item[]> {
  const items: Item[] = [];
  for (let n = 1; ; n++) {
    const p = await page(`${query}&pageSize=${pageSize}&page=${n}`);
    items.push(...p.items);
    if (p.items.length < pageSize) return items;
  }
}

const keysOf = (items: Item[]) => items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0] ?? `#${i.id}`);

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildAdmin(t.db);
  token = await t.login(admin.email, DEFAULT_PASSWORD);
  const account = async (key: string, v: { name: string; customerCode: string; renewal?: number; ownerName?: string; active?: boolean }) => {
    const { renewal = 300, ...rest } = v;
    ids[key] = (await buildAccount(t.db, { ...rest, renewalDate: isoDate(renewal) })).id;
  };
  // Sorting: names, codes and renewal dates in three orders; s3 and s4 renew the same day (the id decides).
  await account('s1', { name: 'Sorting Bravo', customerCode: 'SRT-D', renewal: 10 });
  await account('s2', { name: 'Sorting Alpha', customerCode: 'SRT-C', renewal: 30 });
  await account('s3', { name: 'Sorting Delta', customerCode: 'SRT-A', renewal: 20 });
  await account('s4', { name: 'Sorting Charlie', customerCode: 'SRT-B', renewal: 20 });
  for (let n = 1; n <= 23; n++)
    await account(`p${n}`, { name: `Pager P${String(n).padStart(2, '0')}`, customerCode: `PG${String(n).padStart(2, '0')}` });
  await account('owner', { name: 'Zeta Lliga', customerCode: 'ZETA-1', ownerName: 'Óscar Núñez' });
  await account('percent', { name: '50%Off', customerCode: 'PCT-1' });
  await account('noPercent', { name: '50xOff', customerCode: 'PCT-2' });
  await account('underscore', { name: 'A_b', customerCode: 'UND-1' });
  await account('noUnderscore', { name: 'Axb', customerCode: 'UND-2' });
  await account('good', { name: 'Filter Good', customerCode: 'FLT-1' });
  await account('expired', { name: 'Filter Expired', customerCode: 'FLT-2', renewal: -1 });
  await account('inactive', { name: 'Filter Inactive', customerCode: 'FLT-3', active: false });
  await buildClub(t.db, { accountId: ids.good as number });
  await buildClub(t.db, { accountId: ids.good as number });
});
afterAll(async () => t?.close());

describe('the accounts list, one page at a time', () => {
  it('answers the first page by name with the total of the whole list', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: await t.db.$count(accounts), page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]?.name).toBe('50%Off');
    expect((await page('q=filter%20good')).items[0]).toMatchObject({ name: 'Filter Good', active: true, inGoodStanding: true, clubs: 2 });
  });

  it('cuts a search into pages, each with the same total, and answers a page beyond the end with no rows', async () => {
    const pages = [await page('q=pager&pageSize=10'), await page('q=pager&pageSize=10&page=2'), await page('q=pager&pageSize=10&page=3')];
    expect(pages.map((p) => [p.page, p.items.length, p.total])).toEqual([
      [1, 10, 23],
      [2, 10, 23],
      [3, 3, 23],
    ]);
    expect(pages.flatMap((p) => keysOf(p.items))).toEqual(Array.from({ length: 23 }, (_, i) => `p${i + 1}`));
    expect(await page('q=pager&pageSize=10&page=4')).toEqual({ items: [], total: 23, page: 4, pageSize: 10 });
  });

  it.each([
    ['name', ['s2', 's1', 's4', 's3']],
    ['customerCode', ['s3', 's4', 's2', 's1']],
    ['renewalDate', ['s1', 's3', 's4', 's2']],
  ])('sorts by %s both ways, the id breaking ties, the same across pages', async (sort, ascending) => {
    expect(keysOf(await allPages(`q=sorting&sort=${sort}&dir=asc`, 10))).toEqual(ascending);
    expect(keysOf(await allPages(`q=sorting&sort=${sort}`, 10))).toEqual(ascending);
    expect(keysOf(await allPages(`q=sorting&sort=${sort}&dir=desc`, 10))).toEqual([...ascending].reverse());
  });

  it('pages the whole list in a stable order: every account once, whatever the page size', async () => {
    const all = await t.db.$count(accounts);
    for (const sort of ['name', 'customerCode', 'renewalDate']) {
      const seen = (await allPages(`sort=${sort}&dir=desc`, 10)).map((i) => i.id);
      expect(new Set(seen).size).toBe(all);
      expect(seen).toEqual((await allPages(`sort=${sort}&dir=desc`, 25)).map((i) => i.id));
    }
  });

  it("finds the beginning of the name, the owner's name or the customer code, whatever the accents and the letter case", async () => {
    for (const q of ['zeta', 'ZETA L', 'oscar', 'ÓSCAR NÚÑEZ', 'oscar nunez', 'zeta-1', 'Zeta-']) {
      expect(keysOf((await page(`q=${encodeURIComponent(q)}`)).items), q).toEqual(['owner']);
    }
    expect(await page('q=nunez')).toMatchObject({ items: [], total: 0 }); // inside the owner's name, not its beginning
    expect((await page('q=srt')).total).toBe(4);
  });

  it('takes % and _ in a search literally', async () => {
    expect(keysOf((await page(`q=${encodeURIComponent('50%')}`)).items)).toEqual(['percent']);
    expect(keysOf((await page(`q=${encodeURIComponent('a_')}`)).items)).toEqual(['underscore']);
    expect(await page(`q=${encodeURIComponent('%')}`)).toMatchObject({ items: [], total: 0 });
  });

  it('filters by state and by good standing (active and not past renewal), with the total to match', async () => {
    expect(keysOf((await page('q=filter&active=false')).items)).toEqual(['inactive']);
    expect(keysOf((await page('q=filter&active=true')).items)).toEqual(['expired', 'good']);
    expect(keysOf((await page('q=filter&inGoodStanding=true')).items)).toEqual(['good']);
    expect(keysOf((await page('q=filter&inGoodStanding=false')).items)).toEqual(['expired', 'inactive']);
    expect(await page('q=filter&inGoodStanding=false&active=true')).toMatchObject({ total: 1, items: [{ id: ids.expired, inGoodStanding: false }] });
  });

  it.each(['page=0', 'pageSize=30', 'sort=ownerEmail', 'dir=sideways', 'active=1', 'inGoodStanding=maybe', `q=${'x'.repeat(81)}`, 'q=a%00b'])(
    'refuses %s with 400 in the error shape',
    async (query) => {
      const res = await t.inject({ method: 'GET', url: `/api/admin/account/page?${query}`, token });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    },
  );

  it('is for administrators only: 401 without a token, 403 for a member', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/account/page', token: null })).statusCode).toBe(401);
    const member = await buildMember(t.db);
    const memberToken = await t.login(member.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'GET', url: '/api/admin/account/page', token: memberToken })).statusCode).toBe(403);
  });
});
