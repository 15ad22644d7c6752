import { AdminStudyGroupsQuery } from '@club-pulse/contracts/admin-study-groups';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectKeysetPagesAsOffset, seedListTies } from '../../../test/keyset-pages.ts';
import { memberCountOfGroup } from '../members/index.ts';
import { studyCountOfGroup } from '../studies/index.ts';
import { listGroupsPage } from './study-groups.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedListTies(t.db);
});
afterAll(async () => t?.close());

describe('listGroupsPage: pages by keyset (test/keyset-pages.ts)', () => {
  it('gives every page a plain OFFSET cuts, for every sort, direction and filter, ties included', async () => {
    await expectKeysetPagesAsOffset(
      (q, paging) => listGroupsPage(t.db, { studies: studyCountOfGroup, members: memberCountOfGroup }, AdminStudyGroupsQuery.parse(q), paging),
      ['name', 'code', 'club'],
      [{}, { state: 'active' }, { q: 'ma' }],
    );
  });
});
