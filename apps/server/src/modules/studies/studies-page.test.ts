/**
 * The admin's studies list, one page at a time (GET /api/admin/study/page): the server searches, filters, sorts
 * and pages, and answers the total of the whole filtered list; states are effective (a running study past its due
 * date is finished). On PGlite by default, on PostgreSQL with TEST_DATABASE_URL, where the plans are checked too.
 */
import { AdminStudiesQuery } from '@club-pulse/contracts/admin-studies';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildAdmin,
  buildClub,
  buildMember,
  buildQuiz,
  buildStudy,
  buildStudyGroup,
  DEFAULT_PASSWORD,
  isoDate,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { studies } from '../../db/schema/index.ts';

type Item = { id: number; description: string; quiz: string; club: string; studyGroup: string; state: string; startDate: string; dueDate: string };
type Page = { items: Item[]; total: number; page: number; pageSize: number };

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};
const of: Record<string, number> = {};

async function page(query: string): Promise<Page> {
  const res = await t.inject({ method: 'GET', url: `/api/admin/study/page?${query}`, token });
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

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildAdmin(t.db);
  token = await t.login(admin.email, DEFAULT_PASSWORD);
  const account = await buildAccount(t.db);
  const clubA = await buildClub(t.db, { name: 'Study Club A', code: 'SCA', accountId: account.id });
  const clubB = await buildClub(t.db, { name: 'Study Club B', code: 'SCB', accountId: account.id });
  of.clubB = clubB.id;
  const groupA = await buildStudyGroup(t.db, { clubId: clubA.id, name: 'Group A' });
  const groupB = await buildStudyGroup(t.db, { clubId: clubB.id, name: 'Group B' });
  of.groupA = groupA.id;
  of.groupB = groupB.id;
  const quiz = async (key: string, name: string) => {
    const q = await buildQuiz(t.db, { keyTermCount: 1, perKeyTerm: 1 });
    await t.db.execute(sql`update quizzes set name = ${name} where id = ${q.id}`);
    of[key] = q.id;
    return q.id;
  };
  const [qa, qb, qc, qd] = [
    await quiz('qa', 'Quiz Alpha'),
    await quiz('qb', 'Quiz Bravo'),
    await quiz('qc', 'Quiz Charlie'),
    await quiz('qd', 'Quiz Delta'),
  ];
  const study = async (key: string, description: string, o: Partial<typeof studies.$inferInsert> = {}) => {
    ids[key] = (await buildStudy(t.db, { studyGroupId: groupA.id, quizId: qa, description, ...o })).id;
  };
  // Sorting: descriptions, start dates, due dates and quizzes in four different orders.
  await study('s1', 'Sorting Bravo', { startDate: isoDate(-40), dueDate: isoDate(60), quizId: qd });
  await study('s2', 'Sorting Alpha', { startDate: isoDate(-30), dueDate: isoDate(50), quizId: qc });
  await study('s3', 'Sorting Delta', { startDate: isoDate(-20), dueDate: isoDate(80), quizId: qa });
  await study('s4', 'Sorting Charlie', { startDate: isoDate(-10), dueDate: isoDate(70), quizId: qb });
  for (let n = 1; n <= 23; n++) await study(`p${n}`, `Pager P${String(n).padStart(2, '0')}`);
  await study('jupiter', 'Júpiter Àrea');
  await study('percent', '50%Off');
  await study('noPercent', '50xOff');
  await study('underscore', 'A_b');
  await study('noUnderscore', 'Axb');
  // Effective states: a running study past its due date is finished.
  await study('open', 'State Open', { state: 'open' });
  await study('progress', 'State Progress', { state: 'inprogress' });
  await study('late', 'State Late', { state: 'open', startDate: isoDate(-20), dueDate: isoDate(-1) });
  await study('finished', 'State Finished', { state: 'finished' });
  await study('cancelled', 'State Cancelled', { state: 'cancelled' });
  // Filters: club, study group and quiz.
  await study('filterA', 'Filter A', { quizId: qb });
  await study('filterB', 'Filter B', { studyGroupId: groupB.id, quizId: qc });
  // A quiz's studies are those of every version of it.
  const [v2] = (
    (await t.db.execute(sql`insert into quizzes (family_id, version, status, name, category_id, answer_labels, published_at)
      select family_id, 2, 'published', name, category_id, answer_labels, now() from quizzes where id = ${qc} returning id`)) as unknown as IdRows
  ).rows;
  of.qc2 = Number(v2?.id);
  await study('filterV2', 'Filter V2', { quizId: of.qc2 });
});
afterAll(async () => t?.close());

describe('the studies list, one page at a time', () => {
  it('answers the first page, latest start first, with the total of the whole list', async () => {
    const all = await t.db.$count(studies);
    const first = await page('');
    expect(first).toMatchObject({ total: all, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    const starts = first.items.map((i) => i.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const b = (await page('q=filter%20b')).items[0];
    expect(b).toMatchObject({ description: 'Filter B', quiz: 'Quiz Charlie', club: 'Study Club B', studyGroup: 'Group B', state: 'open' });
  });

  it('cuts a search into pages of the asked size, each with the same total, and no study twice', async () => {
    const q = 'q=pager&sort=description&dir=asc&pageSize=10';
    const pages = [await page(q), await page(`${q}&page=2`), await page(`${q}&page=3`)];
    expect(pages.map((p) => [p.page, p.items.length, p.total])).toEqual([
      [1, 10, 23],
      [2, 10, 23],
      [3, 3, 23],
    ]);
    expect(pages.flatMap((p) => keysOf(p.items))).toEqual(Array.from({ length: 23 }, (_, i) => `p${i + 1}`));
    expect(await page(`${q}&page=4`)).toEqual({ items: [], total: 23, page: 4, pageSize: 10 });
  });

  it.each([
    ['description', ['s2', 's1', 's4', 's3']],
    ['startDate', ['s1', 's2', 's3', 's4']],
    ['dueDate', ['s2', 's1', 's4', 's3']],
    ['quiz', ['s3', 's4', 's2', 's1']],
  ])('sorts by %s both ways, the id breaking ties, the same across pages', async (sort, ascending) => {
    expect(keysOf(await allPages(`q=sorting&sort=${sort}&dir=asc`, 10))).toEqual(ascending);
    expect(keysOf(await allPages(`q=sorting&sort=${sort}&dir=desc`, 10))).toEqual([...ascending].reverse());
  });

  it('pages the whole list in a stable order: every study once, whatever the page size', async () => {
    const all = await t.db.$count(studies);
    for (const sort of ['startDate', 'dueDate', 'description', 'quiz']) {
      const seen = (await allPages(`sort=${sort}&dir=asc`, 10)).map((i) => i.id);
      expect(new Set(seen).size).toBe(all);
      expect(seen).toEqual((await allPages(`sort=${sort}&dir=asc`, 25)).map((i) => i.id));
    }
  });

  it('finds the beginning of a description, whatever the accents and the letter case', async () => {
    for (const q of ['jupiter', 'JÚPITER', 'Júp', 'jupiter area', 'júpiter àrea']) {
      expect(keysOf((await page(`q=${encodeURIComponent(q)}`)).items), q).toEqual(['jupiter']);
    }
    expect(await page('q=area')).toMatchObject({ items: [], total: 0 }); // inside the description, not its beginning
    expect((await page('q=%20%20')).total).toBe(await t.db.$count(studies));
  });

  it('takes % and _ in a search literally', async () => {
    expect(keysOf((await page(`q=${encodeURIComponent('50%')}`)).items)).toEqual(['percent']);
    expect(keysOf((await page(`q=${encodeURIComponent('a_')}`)).items)).toEqual(['underscore']);
    expect(await page(`q=${encodeURIComponent('%')}`)).toMatchObject({ items: [], total: 0 });
  });

  it('filters by the effective state: a running study past its due date is finished, not open', async () => {
    const byState = async (state: string) => keysOf((await page(`q=state&sort=description&dir=asc&state=${state}`)).items);
    expect(await byState('finished')).toEqual(['finished', 'late']);
    expect(await byState('open')).toEqual(['open']);
    expect(await byState('inprogress')).toEqual(['progress']);
    expect(await byState('cancelled')).toEqual(['cancelled']);
    expect(await byState('closed')).toEqual([]);
    expect((await page('q=state%20late')).items[0]?.state).toBe('finished');
  });

  it('filters by club, study group and quiz (any of its versions), with the total to match', async () => {
    expect(keysOf((await page(`clubId=${of.clubB}`)).items)).toEqual(['filterB']);
    expect(keysOf((await page(`studyGroupId=${of.groupB}`)).items)).toEqual(['filterB']);
    expect(keysOf((await page(`q=filter&quizId=${of.qb}`)).items)).toEqual(['filterA']);
    expect((await page(`quizId=${of.qc}`)).total).toBe(3);
    expect(keysOf((await page(`q=filter&sort=description&dir=asc&quizId=${of.qc2}`)).items)).toEqual(['filterB', 'filterV2']);
    expect((await page(`studyGroupId=${of.groupA}`)).total).toBe((await t.db.$count(studies)) - 1);
    expect(await page(`clubId=${of.clubB}&quizId=${of.qb}`)).toMatchObject({ items: [], total: 0 });
    expect(await page('studyGroupId=999999')).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    'page=0',
    'page=1.5',
    'page=100001',
    'pageSize=7',
    'sort=club',
    'dir=up',
    'state=late',
    'clubId=abc',
    'quizId=0',
    'studyGroupId=-1',
    `q=${'x'.repeat(81)}`,
    'q=a%00b',
  ])('refuses %s with 400 in the error shape', async (query) => {
    const res = await t.inject({ method: 'GET', url: `/api/admin/study/page?${query}`, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(res.body).not.toMatch(/select|translate|studies"/i);
  });

  it('is for administrators only: 401 without a token, 403 for a member', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/study/page', token: null })).statusCode).toBe(401);
    const member = await buildMember(t.db);
    const memberToken = await t.login(member.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'GET', url: '/api/admin/study/page', token: memberToken })).statusCode).toBe(403);
  });

  it('keeps the one-study route working beside the page route', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/admin/study/${ids.open}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description: 'State Open' });
    expect(AdminStudiesQuery.parse({})).toMatchObject({ sort: 'startDate', dir: 'desc', page: 1 });
  });
});

/** The plans on PostgreSQL, with 5,000 more studies analysed: the search reads the folded index, sorts their index. */
describe.runIf(process.env.TEST_DATABASE_URL)('the studies list on PostgreSQL', () => {
  const plan = async (query: string) => {
    const client = (t.db as unknown as { $client: { query(text: string): Promise<{ rows: Array<{ 'QUERY PLAN': string }> }> } }).$client;
    const { rows } = await client.query(`explain ${query}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  beforeAll(async () => {
    await t.db.execute(sql`insert into studies (study_group_id, quiz_id, description, start_date, due_date, token)
      select ${of.groupA}, ${of.qa}, 'Bulk study ' || n, current_date - (n % 300), current_date + (n % 90), 'bulk-token-' || n
      from generate_series(1, 5000) n`);
    await t.db.execute(sql`analyze studies`);
  });

  it('searches through the folded index of the description', async () => {
    const read = await plan(`select id from studies where folded_description like 'bulk study 12%' order by start_date desc, id desc limit 25`);
    expect(read).toMatch(/studies_description_search_idx/);
    expect(read).not.toMatch(/Seq Scan/);
  });

  it('reads the first page by each date and by description in order, without sorting; a study group’s too', async () => {
    for (const [order, index] of [
      ['start_date desc, id desc', 'studies_start_sort_idx'],
      ['due_date, id', 'studies_due_sort_idx'],
      ['folded_description, id', 'studies_description_sort_idx'],
    ]) {
      const read = await plan(`select id from studies order by ${order} limit 25`);
      expect(read).toMatch(new RegExp(index as string));
      expect(read).not.toMatch(/Sort|Seq Scan/);
    }
    const ofGroup = await plan(`select id from studies where study_group_id = ${of.groupA} order by start_date desc, id desc limit 25`);
    expect(ofGroup).toMatch(/studies_group_start_sort_idx/);
    expect(ofGroup).not.toMatch(/Sort|Seq Scan/);
  });
});
