import { AdminAccountsQuery } from '@club-pulse/contracts/admin-accounts';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { isoDate } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectKeysetPagesAsOffset, seedListTies } from '../../../test/keyset-pages.ts';
import { clubCountOfAccount } from '../clubs/index.ts';
import { listAccountsPage } from './accounts.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedListTies(t.db);
});
afterAll(async () => t?.close());

describe('listAccountsPage: pages by keyset (test/keyset-pages.ts)', () => {
  it('gives every page a plain OFFSET cuts, for every sort, direction and filter, ties included', async () => {
    await expectKeysetPagesAsOffset(
      (q, paging) => listAccountsPage(t.db, clubCountOfAccount, AdminAccountsQuery.parse(q), isoDate(0), paging),
      ['name', 'customerCode', 'renewalDate'],
      [{}, { active: 'true' }, { inGoodStanding: 'false' }, { q: 'alv' }],
    );
  });
});
