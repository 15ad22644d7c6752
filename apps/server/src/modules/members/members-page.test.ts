/**
 * The admin's users list, one page at a time (GET /api/admin/member/page): the server searches, filters, sorts
 * and pages, and answers the total of the whole filtered list. On PGlite by default, on PostgreSQL with
 * TEST_DATABASE_URL, where the plans are checked too (the search and the sorts read their indexes).
 */
import { AdminMembersQuery } from '@club-pulse/contracts/admin-members';
import { eq, fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, squadMembers } from '../../db/schema/index.ts';
import { addSquadMember, buildAdmin, buildClub, buildMember, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { memberPageQueries, memberPageValues, memberShape } from './members.repository.ts';

type Item = { id: number; fullName: string; email: string; role: string; enabled: boolean; squadRoles: string[]; clubs: string[] };
type Page = { items: Item[]; total: number; page: number; pageSize: number };

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};

/** Members stored straight in the table (no password to hash): the list only reads them. */
async function insert(key: string, v: { name: string; surname: string; email: string; createdAt?: Date; enabled?: boolean }) {
  const [row] = await t.db
    .insert(members)
    .values({ ...v, passwordHash: null })
    .returning({ id: members.id });
  if (!row) throw new Error('not stored');
  ids[key] = row.id;
  return row.id;
}

async function page(query: string): Promise<Page> {
  const res = await t.inject({ method: 'GET', url: `/api/admin/member/page?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of a list, one after the other, concatenated: the order a person paging through would see. */
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
  const admin = await buildAdmin(t.db, { name: 'Ada', surname: 'Admin', email: 'ada.admin@example.test' });
  ids.admin = admin.id;
  token = await t.login(admin.email, DEFAULT_PASSWORD);

  // Sorting: the same first name, surnames and emails in different orders, two exact namesakes (the id decides),
  // and creation dates in a third order.
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  await insert('s1', { name: 'Sorting', surname: 'Bravo', email: 'sort-d@example.test', createdAt: day(3) });
  await insert('s2', { name: 'Sorting', surname: 'Alpha', email: 'sort-c@example.test', createdAt: day(1) });
  await insert('s3', { name: 'Sorting', surname: 'Delta', email: 'sort-a@example.test', createdAt: day(2) });
  await insert('s4', { name: 'Sorting', surname: 'Charlie', email: 'sort-b@example.test', createdAt: day(2) });
  await insert('s5', { name: 'Sorting', surname: 'Charlie', email: 'sort-e@example.test', createdAt: day(4) });
  for (let n = 1; n <= 23; n++) await insert(`p${n}`, { name: 'Pager', surname: `P${String(n).padStart(2, '0')}`, email: `pager-${n}@example.test` });

  await insert('jose', { name: 'José', surname: 'Álvarez', email: 'jalvarez@example.test' });
  await insert('mariaJose', { name: 'María José', surname: 'Pérez', email: 'mjperez@example.test' });
  await insert('percent', { name: 'Zed', surname: '50%Off', email: 'zed1@example.test' });
  await insert('noPercent', { name: 'Zed', surname: '50xOff', email: 'zed2@example.test' });
  await insert('underscore', { name: 'Zed', surname: 'A_b', email: 'zed3@example.test' });
  await insert('noUnderscore', { name: 'Zed', surname: 'Axb', email: 'zed4@example.test' });

  // Filters: a coach and a player of one club, a player of another, a removed membership, a disabled member.
  const club = await buildClub(t.db, { name: 'Filter FC' });
  const other = await buildClub(t.db, { name: 'Other FC' });
  const coach = await insert('coach', { name: 'Filter', surname: 'Coach', email: 'f-coach@example.test' });
  const player = await insert('player', { name: 'Filter', surname: 'Player', email: 'f-player@example.test' });
  const away = await insert('away', { name: 'Filter', surname: 'Away', email: 'f-away@example.test' });
  const gone = await insert('gone', { name: 'Filter', surname: 'Gone', email: 'f-gone@example.test' });
  await insert('off', { name: 'Filter', surname: 'Off', email: 'f-off@example.test', enabled: false });
  await addSquadMember(t.db, { clubId: club.id, memberId: coach, squadRole: 'Coach' });
  await addSquadMember(t.db, { clubId: club.id, memberId: player, squadRole: 'Player' });
  await addSquadMember(t.db, { clubId: other.id, memberId: away, squadRole: 'Player' });
  const removed = await addSquadMember(t.db, { clubId: club.id, memberId: gone, squadRole: 'Player' });
  await t.db.update(squadMembers).set({ removedAt: new Date() }).where(eq(squadMembers.id, removed.id));
  ids.club = club.id;
});
afterAll(async () => t?.close());

describe('the users list, one page at a time', () => {
  it('answers the first page by name with the total of the whole list', async () => {
    const all = await t.db.$count(members);
    const first = await page('');
    expect(first).toMatchObject({ total: all, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({ id: ids.admin, fullName: 'Ada Admin', role: 'AppAdmin', squadRoles: [], clubs: [] });
    expect(JSON.stringify(first)).not.toMatch(/password|argon/i);
  });

  it('cuts a search into pages of the asked size, each with the same total, and no member twice', async () => {
    const pages = [await page('q=pager&pageSize=10'), await page('q=pager&pageSize=10&page=2'), await page('q=pager&pageSize=10&page=3')];
    expect(pages.map((p) => [p.page, p.items.length, p.total])).toEqual([
      [1, 10, 23],
      [2, 10, 23],
      [3, 3, 23],
    ]);
    const seen = pages.flatMap((p) => keysOf(p.items));
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `p${i + 1}`));
  });

  it('answers a page beyond the end with no rows and the right total', async () => {
    expect(await page('q=pager&pageSize=10&page=4')).toEqual({ items: [], total: 23, page: 4, pageSize: 10 });
    expect(await page('q=pager&page=100000')).toMatchObject({ items: [], total: 23 });
  });

  it.each([
    ['name', ['s2', 's1', 's4', 's5', 's3']],
    ['email', ['s3', 's4', 's2', 's1', 's5']],
    ['createdAt', ['s2', 's3', 's4', 's1', 's5']],
  ])('sorts by %s both ways, the id breaking ties, the same across pages', async (sort, ascending) => {
    expect(keysOf(await allPages(`q=sorting&sort=${sort}&dir=asc`, 10))).toEqual(ascending);
    expect(keysOf(await allPages(`q=sorting&sort=${sort}`, 10))).toEqual(ascending); // asc is the default
    expect(keysOf(await allPages(`q=sorting&sort=${sort}&dir=desc`, 10))).toEqual([...ascending].reverse());
  });

  it('pages the whole list in a stable order: every member once, whatever the page size', async () => {
    const all = await t.db.$count(members);
    for (const sort of ['name', 'email', 'createdAt']) {
      const seen = (await allPages(`sort=${sort}&dir=desc`, 10)).map((i) => i.id);
      expect(new Set(seen).size).toBe(all);
      expect(seen).toEqual((await allPages(`sort=${sort}&dir=desc`, 25)).map((i) => i.id));
    }
  });

  it('finds the beginning of a name, a surname, a full name or an email, whatever the accents and the letter case', async () => {
    for (const q of ['jose', 'JOSE', 'José', 'alv', 'ÁLVAREZ', 'jose alv', 'josé álvarez', 'jalv', 'JALVAREZ@EXAMPLE']) {
      expect(keysOf((await page(`q=${encodeURIComponent(q)}`)).items), q).toEqual(['jose']);
    }
    // "jose" is inside María José's name, not at the beginning of any of it.
    expect(keysOf((await page('q=maria')).items)).toEqual(['mariaJose']);
    expect(keysOf((await page('q=maria%20jose')).items)).toEqual(['mariaJose']);
    expect(await page('q=nobody-has-this-name')).toMatchObject({ items: [], total: 0 });
    // Blank after trimming: no search at all.
    expect((await page('q=%20%20')).total).toBe(await t.db.$count(members));
  });

  it('takes % and _ in a search literally', async () => {
    expect(keysOf((await page(`q=${encodeURIComponent('50%')}`)).items)).toEqual(['percent']);
    expect(keysOf((await page(`q=${encodeURIComponent('a_')}`)).items)).toEqual(['underscore']);
    expect(await page(`q=${encodeURIComponent('%')}`)).toMatchObject({ items: [], total: 0 });
    expect(await page(`q=${encodeURIComponent('_')}`)).toMatchObject({ items: [], total: 0 });
    expect(await page(`q=${encodeURIComponent('\\')}`)).toMatchObject({ items: [], total: 0 });
  });

  it('filters by role, squad role, enabled state and club (current memberships only), with the total to match', async () => {
    expect(keysOf((await page('role=AppAdmin')).items)).toEqual(['admin']);
    const coaches = await page('q=filter&squadRole=Coach');
    expect(keysOf(coaches.items)).toEqual(['coach']);
    expect(coaches.items[0]).toMatchObject({ squadRoles: ['Coach'], clubs: ['Filter FC'] });
    expect(await page('q=filter&squadRole=Player')).toMatchObject({ total: 2 }); // Away and Player; Gone was removed
    expect(keysOf((await page('q=filter&squadRole=Player')).items)).toEqual(['away', 'player']);
    expect(keysOf((await page(`clubId=${ids.club}`)).items)).toEqual(['coach', 'player']);
    expect(keysOf((await page(`clubId=${ids.club}&squadRole=Player`)).items)).toEqual(['player']);
    expect(await page('q=filter&enabled=false')).toMatchObject({ total: 1, items: [{ id: ids.off, enabled: false }] });
    expect((await page('q=filter&enabled=true')).total).toBe(4);
    expect(await page('enabled=false&role=AppAdmin')).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    'page=0',
    'page=-1',
    'page=1.5',
    'page=100001',
    'pageSize=7',
    'pageSize=1000',
    'sort=passwordHash',
    'dir=up',
    'role=God',
    'squadRole=Captain',
    'enabled=yes',
    'clubId=abc',
    `q=${'x'.repeat(81)}`,
    'q=a%00b',
  ])('refuses %s with 400 in the error shape', async (query) => {
    const res = await t.inject({ method: 'GET', url: `/api/admin/member/page?${query}`, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(res.body).not.toMatch(/select|translate|members"/i);
  });

  it('is for administrators only: 401 without a token, 403 for a member', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/member/page', token: null })).statusCode).toBe(401);
    const member = await buildMember(t.db);
    const memberToken = await t.login(member.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'GET', url: '/api/admin/member/page', token: memberToken })).statusCode).toBe(403);
  });
});

/**
 * The plans on PostgreSQL (the embedded database has no planner statistics worth reading): with 20,000 more
 * members analysed, a search reads the indexes of the folded columns, and the first page by each sort reads
 * its sort index instead of sorting the table.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the users list on PostgreSQL', () => {
  const plan = async (query: string) => {
    const parsed = AdminMembersQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const { ids } = memberPageQueries(t.db, memberShape(parsed));
    const { sql: text, params: placeholders } = t.db.select({ id: ids.id }).from(ids).toSQL();
    const params = fillPlaceholders(placeholders, memberPageValues(parsed));
    // The pool under drizzle: EXPLAIN needs the statement's own text and parameters.
    const client = (t.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Array<{ 'QUERY PLAN': string }> }> } })
      .$client;
    const { rows } = await client.query(`explain ${text}`, params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  beforeAll(async () => {
    await t.db.execute(sql`insert into members (email, name, surname, password_hash)
      select 'bulk-' || n || '@example.test', 'Name' || n, 'Surname' || n, null from generate_series(1, 20000) n`);
    await t.db.execute(sql`analyze members`);
  });

  it('searches through the folded indexes of full name, surname and email', async () => {
    const searched = await plan('q=jose');
    expect(searched).toMatch(/members_full_name_search_idx/);
    expect(searched).toMatch(/members_surname_search_idx/);
    expect(searched).toMatch(/members_email_search_idx/);
    expect(searched).not.toMatch(/Seq Scan/);
    // The matches are taken through the search indexes, then sorted: not a walk of the whole sort index.
    expect(searched).not.toMatch(/members_name_sort_idx/);
    expect(searched).toMatch(/Subquery Scan on matches/);
  });

  it.each([
    ['sort=name', 'members_name_sort_idx'],
    ['sort=name&dir=desc', 'members_name_sort_idx'],
    ['sort=email', 'members_email_sort_idx'],
    ['sort=createdAt&dir=desc', 'members_created_sort_idx'],
  ])('reads the first page of %s in order from %s, without sorting', async (query, index) => {
    const read = await plan(query);
    expect(read).toMatch(new RegExp(index));
    expect(read).not.toMatch(/Sort|Seq Scan/);
  });
});
