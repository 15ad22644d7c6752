/**
 * Study groups, one page at a time (GET /api/admin/studyGroup/page), usually of one club (`clubId`): searched,
 * filtered, sorted and paged by the server with the total. On PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildCategory, buildClub, buildMember, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

type Item = {
  id: number;
  clubId: number;
  club: string;
  name: string;
  code: string;
  category: string;
  state: string;
  studies: number;
  members: number;
};
type Page = { items: Item[]; total: number; page: number; pageSize: number };

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};
const club: Record<string, number> = {};
const category: Record<string, number> = {};

async function page(query: string): Promise<Page> {
  const res = await t.inject({ method: 'GET', url: `/api/admin/studyGroup/page?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const keysOf = (items: Item[]) => items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0] ?? `#${i.id}`);

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildAdmin(t.db);
  token = await t.login(admin.email, DEFAULT_PASSWORD);
  club.a = (await buildClub(t.db, { name: 'Alpha FC', code: 'AFC' })).id;
  club.b = (await buildClub(t.db, { name: 'Beta FC', code: 'BFC' })).id;
  category.youth = (await buildCategory(t.db, 'youth')).id;
  category.adult = (await buildCategory(t.db, 'adult')).id;
  const group = async (
    key: string,
    clubId: number,
    name: string,
    code: string,
    o: { categoryId?: number; state?: 'active' | 'deactivated' } = {},
  ) => {
    ids[key] = (await buildStudyGroup(t.db, { clubId, name, code, ...o })).id;
  };
  await group('s1', club.b, 'Sorting Bravo', 'SRT-D');
  await group('s2', club.a, 'Sorting Alpha', 'SRT-C');
  await group('s3', club.a, 'Sorting Delta', 'SRT-A');
  await group('s4', club.b, 'Sorting Charlie', 'SRT-B');
  for (let n = 1; n <= 12; n++) await group(`p${n}`, club.a, `Pager P${String(n).padStart(2, '0')}`, `PG${String(n).padStart(2, '0')}`);
  await group('cadet', club.a, 'Cadet Femení', 'CAD-F', { categoryId: category.adult });
  await group('percent', club.a, '50%Off', 'PCT-1');
  await group('underscore', club.a, 'A_b', 'UND-1');
  await group('noUnderscore', club.a, 'Axb', 'UND-2');
  await group('off', club.b, 'Filter Off', 'FLT-2', { state: 'deactivated' });
});
afterAll(async () => t?.close());

describe("a club's study groups, one page at a time", () => {
  it("pages a club's groups by name with the total, and no group twice", async () => {
    const first = await page(`clubId=${club.a}&pageSize=10`);
    const second = await page(`clubId=${club.a}&pageSize=10&page=2`);
    expect([first.total, second.total, first.items.length, second.items.length]).toEqual([18, 18, 10, 8]);
    const seen = [...first.items, ...second.items];
    expect(new Set(seen.map((g) => g.id)).size).toBe(18);
    expect(seen.every((g) => g.clubId === club.a && g.club === 'Alpha FC')).toBe(true);
    expect(keysOf(seen).slice(0, 3)).toEqual(['percent', 'underscore', 'noUnderscore']);
    expect(await page(`clubId=${club.a}&pageSize=10&page=3`)).toEqual({ items: [], total: 18, page: 3, pageSize: 10 });
  });

  it.each([
    ['name', ['s2', 's1', 's4', 's3']],
    ['code', ['s3', 's4', 's2', 's1']],
    ['club', ['s2', 's3', 's1', 's4']],
  ])('sorts by %s both ways, the id breaking ties', async (sort, ascending) => {
    expect(keysOf((await page(`q=sorting&sort=${sort}`)).items)).toEqual(ascending);
    expect(keysOf((await page(`q=sorting&sort=${sort}&dir=desc`)).items)).toEqual([...ascending].reverse());
  });

  it('finds the beginning of a name or a code, whatever the accents and the letter case, % and _ taken literally', async () => {
    for (const q of ['cadet', 'CADET FEMENI', 'cadet femení', 'cad-f']) {
      expect(keysOf((await page(`q=${encodeURIComponent(q)}`)).items), q).toEqual(['cadet']);
    }
    expect(await page('q=femeni')).toMatchObject({ items: [], total: 0 });
    expect(keysOf((await page(`q=${encodeURIComponent('50%')}`)).items)).toEqual(['percent']);
    expect(keysOf((await page(`q=${encodeURIComponent('a_')}`)).items)).toEqual(['underscore']);
    expect(keysOf((await page(`clubId=${club.b}&q=srt`)).items)).toEqual(['s1', 's4']);
  });

  it('filters by club, category and state, with the total to match', async () => {
    expect(keysOf((await page(`categoryId=${category.adult}`)).items)).toEqual(['cadet']);
    expect(keysOf((await page('state=deactivated')).items)).toEqual(['off']);
    expect((await page(`clubId=${club.b}&state=active`)).total).toBe(2);
    expect(await page('clubId=999999')).toMatchObject({ items: [], total: 0 });
  });

  it.each(['page=0', 'pageSize=5', 'sort=coach', 'dir=x', 'state=closed', 'clubId=abc', 'categoryId=-1', `q=${'x'.repeat(81)}`])(
    'refuses %s with 400 in the error shape',
    async (query) => {
      const res = await t.inject({ method: 'GET', url: `/api/admin/studyGroup/page?${query}`, token });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    },
  );

  it('is for administrators only: 401 without a token, 403 for a member', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/studyGroup/page', token: null })).statusCode).toBe(401);
    const member = await buildMember(t.db);
    const memberToken = await t.login(member.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'GET', url: '/api/admin/studyGroup/page', token: memberToken })).statusCode).toBe(403);
  });
});
