/**
 * The admin's clubs list, one page at a time (GET /api/admin/club/page): the server searches, filters, sorts
 * and pages, and answers the total of the whole filtered list. On PGlite by default, on PostgreSQL with
 * TEST_DATABASE_URL, where the plans are checked too (the search and the sorts read their indexes).
 */
import { AdminClubsQuery } from '@club-pulse/contracts/admin-clubs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSquadMember, buildAccount, buildAdmin, buildClub, buildMember, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { clubs } from '../../db/schema/index.ts';

type Item = {
  id: number;
  name: string;
  code: string;
  account: string;
  manager: string | null;
  active: boolean;
  studyGroups: number;
  members: number;
};
type Page = { items: Item[]; total: number; page: number; pageSize: number };

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};
const accountIds: Record<string, number> = {};

async function page(query: string): Promise<Page> {
  const res = await t.inject({ method: 'GET', url: `/api/admin/club/page?${query}`, token });
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
  const alpha = await buildAccount(t.db, { name: 'Alpha Sports' });
  const beta = await buildAccount(t.db, { name: 'Beta Sports' });
  accountIds.alpha = alpha.id;
  accountIds.beta = beta.id;
  const club = async (key: string, name: string, code: string, accountId: number, active = true) => {
    ids[key] = (await buildClub(t.db, { name, code, accountId, active })).id;
  };
  // Sorting: names, codes and accounts in three different orders.
  await club('s1', 'Sorting Bravo', 'SRT-D', beta.id);
  await club('s2', 'Sorting Alpha', 'SRT-C', alpha.id);
  await club('s3', 'Sorting Delta', 'SRT-A', alpha.id);
  await club('s4', 'Sorting Charlie', 'SRT-B', beta.id);
  for (let n = 1; n <= 23; n++) await club(`p${n}`, `Pager P${String(n).padStart(2, '0')}`, `PG${String(n).padStart(2, '0')}`, alpha.id);
  await club('jupiter', 'Júpiter Àrea', 'JUP-1', alpha.id);
  await club('percent', '50%Off', 'PCT-1', alpha.id);
  await club('noPercent', '50xOff', 'PCT-2', alpha.id);
  await club('underscore', 'A_b', 'UND-1', alpha.id);
  await club('noUnderscore', 'Axb', 'UND-2', alpha.id);
  await club('on', 'Filter On', 'FLT-1', alpha.id);
  await club('off', 'Filter Off', 'FLT-2', beta.id, false);
  // The rows carry their manager and counts.
  const coach = await buildMember(t.db, { name: 'Marta', surname: 'Manager' });
  await addSquadMember(t.db, { clubId: ids.on as number, memberId: coach.id, squadRole: 'Coach' });
  await t.db.execute(sql`update clubs set manager_member_id = ${coach.id} where id = ${ids.on}`);
  await buildStudyGroup(t.db, { clubId: ids.on as number });
});
afterAll(async () => t?.close());

describe('the clubs list, one page at a time', () => {
  it('answers the first page by name with the total of the whole list', async () => {
    const all = await t.db.$count(clubs);
    const first = await page('');
    expect(first).toMatchObject({ total: all, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]?.name).toBe('50%Off');
    const on = (await page('q=filter%20on')).items[0];
    expect(on).toMatchObject({ name: 'Filter On', account: 'Alpha Sports', manager: 'Marta Manager', active: true, studyGroups: 1, members: 1 });
  });

  it('cuts a search into pages of the asked size, each with the same total, and no club twice', async () => {
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
    ['code', ['s3', 's4', 's2', 's1']],
    ['account', ['s2', 's3', 's1', 's4']],
  ])('sorts by %s both ways, the id breaking ties, the same across pages', async (sort, ascending) => {
    expect(keysOf(await allPages(`q=sorting&sort=${sort}&dir=asc`, 10))).toEqual(ascending);
    expect(keysOf(await allPages(`q=sorting&sort=${sort}`, 10))).toEqual(ascending);
    expect(keysOf(await allPages(`q=sorting&sort=${sort}&dir=desc`, 10))).toEqual([...ascending].reverse());
  });

  it('pages the whole list in a stable order: every club once, whatever the page size', async () => {
    const all = await t.db.$count(clubs);
    for (const sort of ['name', 'code', 'account']) {
      const seen = (await allPages(`sort=${sort}&dir=desc`, 10)).map((i) => i.id);
      expect(new Set(seen).size).toBe(all);
      expect(seen).toEqual((await allPages(`sort=${sort}&dir=desc`, 25)).map((i) => i.id));
    }
  });

  it('finds the beginning of a name or a code, whatever the accents and the letter case', async () => {
    for (const q of ['jupiter', 'JÚPITER', 'Júp', 'jupiter area', 'júpiter àrea', 'jup-', 'JUP-1']) {
      expect(keysOf((await page(`q=${encodeURIComponent(q)}`)).items), q).toEqual(['jupiter']);
    }
    expect(await page('q=area')).toMatchObject({ items: [], total: 0 }); // inside the name, not its beginning
    expect((await page('q=srt')).total).toBe(4);
    expect((await page('q=%20%20')).total).toBe(await t.db.$count(clubs));
  });

  it('takes % and _ in a search literally', async () => {
    expect(keysOf((await page(`q=${encodeURIComponent('50%')}`)).items)).toEqual(['percent']);
    expect(keysOf((await page(`q=${encodeURIComponent('a_')}`)).items)).toEqual(['underscore']);
    expect(await page(`q=${encodeURIComponent('%')}`)).toMatchObject({ items: [], total: 0 });
    expect(await page(`q=${encodeURIComponent('_')}`)).toMatchObject({ items: [], total: 0 });
  });

  it('filters by state and account, with the total to match', async () => {
    expect(keysOf((await page('q=filter&active=false')).items)).toEqual(['off']);
    expect(keysOf((await page('q=filter&active=true')).items)).toEqual(['on']);
    expect(keysOf((await page(`q=filter&accountId=${accountIds.beta}`)).items)).toEqual(['off']);
    expect((await page(`accountId=${accountIds.beta}`)).total).toBe(3);
    expect(await page(`accountId=${accountIds.beta}&active=true&q=filter`)).toMatchObject({ items: [], total: 0 });
    expect(await page('accountId=999999')).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    'page=0',
    'page=1.5',
    'page=100001',
    'pageSize=7',
    'sort=manager',
    'dir=up',
    'active=yes',
    'accountId=abc',
    'accountId=0',
    `q=${'x'.repeat(81)}`,
    'q=a%00b',
  ])('refuses %s with 400 in the error shape', async (query) => {
    const res = await t.inject({ method: 'GET', url: `/api/admin/club/page?${query}`, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(res.body).not.toMatch(/select|translate|clubs"/i);
  });

  it('is for administrators only: 401 without a token, 403 for a member', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/club/page', token: null })).statusCode).toBe(401);
    const member = await buildMember(t.db);
    const memberToken = await t.login(member.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'GET', url: '/api/admin/club/page', token: memberToken })).statusCode).toBe(403);
  });

  it('keeps the one-club route working beside the page route', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/admin/club/${ids.on}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Filter On' });
    expect(AdminClubsQuery.parse({})).toMatchObject({ sort: 'name', dir: 'asc', page: 1 });
  });
});

/** The plans on PostgreSQL, with 5,000 more clubs analysed: searches read the folded indexes, sorts their index. */
describe.runIf(process.env.TEST_DATABASE_URL)('the clubs list on PostgreSQL', () => {
  const plan = async (query: string) => {
    const client = (t.db as unknown as { $client: { query(text: string): Promise<{ rows: Array<{ 'QUERY PLAN': string }> }> } }).$client;
    const { rows } = await client.query(`explain ${query}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  beforeAll(async () => {
    await t.db.execute(sql`insert into clubs (account_id, name, code, country)
      select ${accountIds.alpha}, 'Bulk club ' || n, 'BULK-' || n, 'ES' from generate_series(1, 5000) n`);
    await t.db.execute(sql`analyze clubs`);
  });

  it('searches through the folded indexes of name and code', async () => {
    const read = await plan(`select id from clubs where folded_name like 'bulk club 12%' or folded_code like 'bulk club 12%'
      order by folded_name, id limit 25`);
    expect(read).toMatch(/clubs_name_search_idx/);
    expect(read).toMatch(/clubs_code_search_idx/);
    expect(read).not.toMatch(/Seq Scan/);
  });

  it('reads the first page by name and by code in order, without sorting', async () => {
    expect(await plan('select id from clubs order by folded_name desc, id desc limit 25')).toMatch(/clubs_name_sort_idx/);
    const byCode = await plan('select id from clubs order by folded_code, id limit 25');
    expect(byCode).toMatch(/clubs_code_sort_idx/);
    expect(byCode).not.toMatch(/Sort|Seq Scan/);
  });
});
