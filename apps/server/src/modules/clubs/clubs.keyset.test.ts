import { AdminClubsQuery } from '@club-pulse/contracts/admin-clubs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { isoDate } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectKeysetPagesAsOffset, seedListTies } from '../../../test/keyset-pages.ts';
import { memberCountOfClub } from '../members/index.ts';
import { studyGroupCountOfClub } from '../study-groups/index.ts';
import { supportContactCountOfClub } from '../support/index.ts';
import { listClubsPage } from './clubs.repository.ts';

const counts = { supportContacts: supportContactCountOfClub, studyGroups: studyGroupCountOfClub, members: memberCountOfClub };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedListTies(t.db);
});
afterAll(async () => t?.close());

describe('listClubsPage: pages by keyset (test/keyset-pages.ts)', () => {
  it('gives every page a plain OFFSET cuts, for every sort, direction and filter, ties included', async () => {
    await expectKeysetPagesAsOffset(
      (q, paging) => listClubsPage(t.db, counts, AdminClubsQuery.parse(q), isoDate(0), paging),
      ['name', 'code', 'account'],
      [{}, { active: 'true' }, { q: 'ana' }],
    );
  });
});
