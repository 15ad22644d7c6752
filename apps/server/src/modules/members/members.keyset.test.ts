import { AdminMembersQuery } from '@club-pulse/contracts/admin-members';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectKeysetPagesAsOffset, seedListTies } from '../../../test/keyset-pages.ts';
import { listMembersPage } from './members.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedListTies(t.db);
});
afterAll(async () => t?.close());

describe('listMembersPage: pages by keyset (test/keyset-pages.ts)', () => {
  it('gives every page a plain OFFSET cuts, for every sort, direction and filter, ties included', async () => {
    await expectKeysetPagesAsOffset(
      (q, paging) => listMembersPage(t.db, AdminMembersQuery.parse(q), paging),
      ['name', 'email', 'createdAt'],
      [{}, { enabled: 'true' }, { q: 'al' }, { q: 'alvaro' }],
    );
  });
});
