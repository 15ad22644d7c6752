import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { Paging } from '../src/db/list-statements.ts';
import { buildAccount, buildCategory, buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, isoDate } from './factories.ts';

/**
 * Every admin list answers a page by keyset from its first row (db/list-statements.ts, `pageIds`). Its pages must
 * be the very rows, in the very order, that a plain LIMIT/OFFSET over the same order gives: for each sort, both
 * directions, with filters and searches, on data full of ties (names equal once folded, equal dates, equal
 * states), and past the end. Each list's test (`*.keyset.test.ts` of its module) seeds `seedListTies` and runs
 * `expectKeysetPagesAsOffset`, on the embedded database and on PostgreSQL with TEST_DATABASE_URL.
 */

/** Accounts, clubs, study groups, quizzes, studies and members whose sort keys tie in many ways. */
export async function seedListTies(db: Db): Promise<void> {
  // Names that fold to the same text (case, accents), so that the sort key ties and the id decides.
  const names = ['Álvaro', 'alvaro', 'ALVARO', 'Beatriz', 'beatriz', 'Zoe', 'zoë', 'Marta', 'marta', 'Ana', 'ana', 'Ánà'];
  const accountsMade = [];
  for (const [i, name] of names.entries()) {
    accountsMade.push(
      await buildAccount(db, {
        name: `${name} Sports`,
        customerCode: `${name.slice(0, 3)}${i}`,
        renewalDate: isoDate(i % 3 === 0 ? -10 : 100 + (i % 2)),
        active: i % 4 !== 0,
      }),
    );
  }
  const category = await buildCategory(db, 'youth');
  const otherCategory = await buildCategory(db, 'adults');
  const clubsMade = [];
  for (const [i, name] of names.entries()) {
    const account = accountsMade[i % 3] as { id: number };
    clubsMade.push(
      await buildClub(db, {
        name: `${name} ${i % 2 ? 'FC' : 'CF'} ${i}`,
        code: `${name.slice(0, 2)}${i}`,
        accountId: account.id,
        active: i % 5 !== 0,
      }),
    );
  }
  const groups = [];
  for (const [i, name] of names.entries()) {
    const club = clubsMade[i % 4] as { id: number };
    groups.push(
      await buildStudyGroup(db, {
        clubId: club.id,
        name,
        code: `${name.slice(0, 2)}-${i}`,
        categoryId: i % 2 ? category.id : otherCategory.id,
        state: i % 3 ? 'active' : 'deactivated',
      }),
    );
  }
  const quizzesMade = [];
  for (let i = 0; i < 12; i++)
    quizzesMade.push(
      await buildQuiz(db, { categoryId: i % 3 ? category.id : otherCategory.id, keyTermCount: 1, perKeyTerm: 1, enabled: i % 2 === 0 }),
    );
  for (const [i, name] of names.entries()) {
    for (let j = 0; j < 2; j++) {
      await buildStudy(db, {
        studyGroupId: (groups[(i + j) % groups.length] as { id: number }).id,
        quizId: (quizzesMade[(i * 2 + j) % 4] as { id: number }).id,
        description: `${name} check-in`,
        startDate: isoDate(-(i % 3)),
        dueDate: isoDate(10 + (j % 2)),
      });
    }
  }
  for (const [i, name] of [...names, ...names].entries()) {
    await buildMember(db, { email: `${name.toLowerCase()}-${i}@example.test`, name, surname: i % 2 ? 'García' : 'garcia' });
  }
}

/** One page of a list, cut one way or the other, from the query string's parameters. */
export type PagedList = (query: Record<string, string>, paging: Paging) => Promise<{ items: Array<{ id: number }>; total: number }>;

/** Every page of every sort, direction and filter (pages of 10, and the one past the end): keyset equals OFFSET. */
export async function expectKeysetPagesAsOffset(page: PagedList, sorts: readonly string[], filters: Array<Record<string, string>>): Promise<void> {
  let deepPages = 0;
  for (const sort of sorts) {
    for (const dir of ['asc', 'desc']) {
      for (const filter of filters) {
        const whole = await page({ ...filter, sort, dir, pageSize: '100' }, 'offset');
        for (let n = 1; n <= Math.ceil(whole.total / 10) + 1; n++) {
          const query = { ...filter, sort, dir, pageSize: '10', page: String(n) };
          const [byKeyset, byOffset] = await Promise.all([page(query, 'keyset'), page(query, 'offset')]);
          expect(byKeyset, JSON.stringify(query)).toEqual(byOffset);
          expect(byKeyset.items.map((r) => r.id)).toEqual(whole.items.slice((n - 1) * 10, n * 10).map((r) => r.id));
          if (n > 1 && byKeyset.items.length > 0) deepPages++;
        }
      }
    }
  }
  // The data fills more than one page for each sort and direction: pages past the first were really compared.
  expect(deepPages).toBeGreaterThanOrEqual(sorts.length * 2);
}
