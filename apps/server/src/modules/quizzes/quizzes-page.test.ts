/**
 * The admin's quizzes list, one page at a time (GET /api/admin/quiz/page): one row per quiz (its current version,
 * as GET /api/admin/quiz), searched, filtered, sorted and paged by the server with the total of the filtered list.
 * On PGlite by default, on PostgreSQL with TEST_DATABASE_URL, where the plans are checked too.
 */
import { AdminQuizzesQuery } from '@club-pulse/contracts/admin-quizzes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildCategory, buildMember, buildQuiz, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

type Item = { id: number; familyId: number; version: number; status: string; name: string; category: string; enabled: boolean };
type Page = { items: Item[]; total: number; page: number; pageSize: number };

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};
const categories: Record<string, number> = {};

async function page(query: string): Promise<Page> {
  const res = await t.inject({ method: 'GET', url: `/api/admin/quiz/page?${query}`, token });
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

type IdRows = { rows: Array<{ id: number }> };
const keysOf = (items: Item[]) => items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0] ?? `#${i.id}`);
const quizRows = async () => (await t.inject({ method: 'GET', url: '/api/admin/quiz', token })).json() as Item[];

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildAdmin(t.db);
  token = await t.login(admin.email, DEFAULT_PASSWORD);
  for (const name of ['Alpha Kind', 'Bravo Kind', 'Charlie Kind']) categories[name] = (await buildCategory(t.db, name)).id;
  const quiz = async (key: string, name: string, category = 'Alpha Kind', enabled = true) => {
    const q = await buildQuiz(t.db, { keyTermCount: 1, perKeyTerm: 1, categoryId: categories[category], enabled });
    await t.db.execute(sql`update quizzes set name = ${name} where id = ${q.id}`);
    ids[key] = q.id;
    return q;
  };
  // Sorting: names, categories and enabled in different orders.
  await quiz('s1', 'Sorting Bravo', 'Charlie Kind');
  await quiz('s2', 'Sorting Alpha', 'Bravo Kind', false);
  await quiz('s3', 'Sorting Delta', 'Alpha Kind');
  await quiz('s4', 'Sorting Charlie', 'Bravo Kind', false);
  for (let n = 1; n <= 23; n++) await quiz(`p${n}`, `Pager P${String(n).padStart(2, '0')}`);
  await quiz('jupiter', 'Júpiter Àrea');
  await quiz('percent', '50%Off');
  await quiz('noPercent', '50xOff');
  await quiz('underscore', 'A_b');
  await quiz('noUnderscore', 'Axb');
  // One row per quiz: a quiz with a second published version is listed by it; a draft-only quiz by its draft.
  const versioned = await quiz('old', 'Versioned Quiz');
  const [v2] = (
    (await t.db.execute(sql`insert into quizzes (family_id, version, status, name, category_id, enabled, answer_labels, published_at)
      select family_id, 2, 'published', 'Versioned Quiz', category_id, enabled, answer_labels, now() from quizzes where id = ${versioned.id} returning id`)) as unknown as IdRows
  ).rows;
  ids.current = Number(v2?.id);
  const [draft] = (
    (await t.db.execute(sql`with f as (insert into quiz_families default values returning id)
      insert into quizzes (family_id, version, status, name, category_id, draft) select f.id, 1, 'draft', 'Drafted Quiz', ${categories['Charlie Kind']}, '{}'::jsonb from f returning id`)) as unknown as IdRows
  ).rows;
  ids.draft = Number(draft?.id);
});
afterAll(async () => t?.close());

describe('the quizzes list, one page at a time', () => {
  it('answers the first page by name with the total of every quiz, one row each, as the whole list has', async () => {
    const all = await quizRows();
    const first = await page('');
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]?.name).toBe('50%Off');
    const everyPage = await allPages('sort=name', 10);
    expect(new Set(everyPage.map((i) => i.id))).toEqual(new Set(all.map((i) => i.id)));
    expect(keysOf((await page('q=versioned')).items)).toEqual(['current']);
    expect((await page('q=drafted')).items[0]).toMatchObject({ id: ids.draft, status: 'draft', category: 'Charlie Kind' });
  });

  it('cuts a search into pages of the asked size, each with the same total, and no quiz twice', async () => {
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
    ['category', ['s3', 's2', 's4', 's1']],
    ['enabled', ['s2', 's4', 's1', 's3']],
  ])('sorts by %s both ways, the name then the id breaking ties', async (sort, ascending) => {
    expect(keysOf(await allPages(`q=sorting&sort=${sort}&dir=asc`, 10))).toEqual(ascending);
    expect(keysOf(await allPages(`q=sorting&sort=${sort}&dir=desc`, 10))).toEqual([...ascending].reverse());
  });

  it('pages the whole list in a stable order: every quiz once, whatever the page size', async () => {
    const all = (await quizRows()).length;
    for (const sort of ['name', 'category', 'enabled']) {
      const seen = (await allPages(`sort=${sort}&dir=desc`, 10)).map((i) => i.id);
      expect(new Set(seen).size).toBe(all);
      expect(seen).toEqual((await allPages(`sort=${sort}&dir=desc`, 25)).map((i) => i.id));
    }
  });

  it('finds the beginning of a name, whatever the accents and the letter case, % and _ taken literally', async () => {
    for (const q of ['jupiter', 'JÚPITER', 'Júp', 'jupiter area']) {
      expect(keysOf((await page(`q=${encodeURIComponent(q)}`)).items), q).toEqual(['jupiter']);
    }
    expect(await page('q=area')).toMatchObject({ items: [], total: 0 });
    expect(keysOf((await page(`q=${encodeURIComponent('50%')}`)).items)).toEqual(['percent']);
    expect(keysOf((await page(`q=${encodeURIComponent('a_')}`)).items)).toEqual(['underscore']);
    expect(await page(`q=${encodeURIComponent('_')}`)).toMatchObject({ items: [], total: 0 });
  });

  it('filters by enabled and category, with the total to match', async () => {
    expect(keysOf((await page('q=sorting&enabled=false')).items)).toEqual(['s2', 's4']);
    expect(keysOf((await page('q=sorting&enabled=true')).items)).toEqual(['s1', 's3']);
    expect(keysOf((await page(`q=sorting&categoryId=${categories['Bravo Kind']}`)).items)).toEqual(['s2', 's4']);
    expect((await page(`categoryId=${categories['Charlie Kind']}`)).total).toBe(2);
    expect(await page(`categoryId=${categories['Charlie Kind']}&enabled=false`)).toMatchObject({ items: [], total: 0 });
    expect(await page('categoryId=999999')).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    'page=0',
    'page=100001',
    'pageSize=7',
    'sort=studies',
    'dir=up',
    'enabled=yes',
    'categoryId=abc',
    'categoryId=0',
    `q=${'x'.repeat(81)}`,
    'q=a%00b',
  ])('refuses %s with 400 in the error shape', async (query) => {
    const res = await t.inject({ method: 'GET', url: `/api/admin/quiz/page?${query}`, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(res.body).not.toMatch(/select|translate|quizzes"/i);
  });

  it('is for administrators only: 401 without a token, 403 for a member', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/quiz/page', token: null })).statusCode).toBe(401);
    const member = await buildMember(t.db);
    const memberToken = await t.login(member.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'GET', url: '/api/admin/quiz/page', token: memberToken })).statusCode).toBe(403);
    expect(AdminQuizzesQuery.parse({})).toMatchObject({ sort: 'name', dir: 'asc', page: 1 });
  });
});

/** The plans on PostgreSQL, with 2,000 more quizzes analysed: the search reads the folded index, the name sort its index. */
describe.runIf(process.env.TEST_DATABASE_URL)('the quizzes list on PostgreSQL', () => {
  const plan = async (query: string) => {
    const client = (t.db as unknown as { $client: { query(text: string): Promise<{ rows: Array<{ 'QUERY PLAN': string }> }> } }).$client;
    const { rows } = await client.query(`explain ${query}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  beforeAll(async () => {
    await t.db.execute(sql`with f as (insert into quiz_families select from generate_series(1, 2000) returning id)
      insert into quizzes (family_id, name, category_id, answer_labels, published_at)
      select f.id, 'Bulk quiz ' || f.id, ${categories['Alpha Kind']}, '{}'::jsonb, now() from f`);
    await t.db.execute(sql`analyze quizzes`);
  });

  it('searches through the folded index of the name and reads the first page by name in order', async () => {
    const search = await plan(`select id from quizzes where folded_name like 'bulk quiz 12%' order by folded_name, id limit 25`);
    expect(search).toMatch(/quizzes_name_(search|sort)_idx/);
    expect(search).not.toMatch(/Seq Scan/);
    const byName = await plan('select id from quizzes order by folded_name desc, id desc limit 25');
    expect(byName).toMatch(/quizzes_name_sort_idx/);
    expect(byName).not.toMatch(/Sort|Seq Scan/);
  });
});
