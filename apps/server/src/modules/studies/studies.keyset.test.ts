import { AdminStudiesQuery } from '@club-pulse/contracts/admin-studies';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { isoDate } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectKeysetPagesAsOffset, seedListTies } from '../../../test/keyset-pages.ts';
import { evaluationFactsAs } from '../evaluations/index.ts';
import { listStudiesPage } from './studies.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedListTies(t.db);
});
afterAll(async () => t?.close());

describe('listStudiesPage: pages by keyset (test/keyset-pages.ts)', () => {
  it('gives every page a plain OFFSET cuts, for every sort, direction and filter, ties included', async () => {
    await expectKeysetPagesAsOffset(
      (q, paging) => listStudiesPage(t.db, evaluationFactsAs, AdminStudiesQuery.parse(q), isoDate(0), paging),
      ['startDate', 'dueDate', 'description', 'quiz'],
      [{}, { state: 'open' }, { q: 'marta' }],
    );
  });
});
