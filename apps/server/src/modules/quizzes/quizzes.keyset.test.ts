import { AdminQuizzesQuery } from '@club-pulse/contracts/admin-quizzes';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectKeysetPagesAsOffset, seedListTies } from '../../../test/keyset-pages.ts';
import { studyCountOfQuizzes } from '../studies/index.ts';
import { listQuizFamiliesPage } from './quizzes.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedListTies(t.db);
});
afterAll(async () => t?.close());

describe('listQuizFamiliesPage: pages by keyset (test/keyset-pages.ts)', () => {
  it('gives every page a plain OFFSET cuts, for every sort, direction and filter, ties included', async () => {
    await expectKeysetPagesAsOffset(
      (q, paging) => listQuizFamiliesPage(t.db, studyCountOfQuizzes, AdminQuizzesQuery.parse(q), paging),
      ['name', 'category', 'enabled'],
      [{}, { enabled: 'true' }],
    );
  });
});
