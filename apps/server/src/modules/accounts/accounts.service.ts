import type { AdminAccount, AdminAccountsPage, AdminAccountsQuery, SaveAccountRequest } from '@club-pulse/contracts/admin-accounts';
import type { Db } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { today } from '../../lib/dates.ts';
import * as repo from './accounts.repository.ts';
import type { ClubCount } from './accounts.repository.ts';
import { recordAudit } from '../audit/index.ts';

/** Customer accounts: the customer code is unique (compared without case). */

export const listAccounts = (db: Db, clubCount: ClubCount): Promise<AdminAccount[]> => repo.listAccounts(db, clubCount, today());

/** One page of the accounts list, searched, filtered and sorted by the server, with the total. */
export async function listAccountsPage(db: Db, clubCount: ClubCount, query: AdminAccountsQuery): Promise<AdminAccountsPage> {
  const { items, total } = await repo.listAccountsPage(db, clubCount, query, today());
  return { items, total, page: query.page, pageSize: query.pageSize };
}

async function getAccount(db: Db, clubCount: ClubCount, id: number | undefined): Promise<AdminAccount> {
  const account = id === undefined ? undefined : await repo.findAccount(db, clubCount, id, today());
  if (!account) throw new AppError('NotFound');
  return account;
}

const codeExists = () => new AppError('CustomerCodeExists', { field: 'customerCode' });

/** Two admins saving the same code at once: the unique index decides, and the loser gets the same code. */
function mapClash(err: unknown): never {
  if (violatedUniqueConstraint(err) !== null) throw codeExists();
  throw err;
}

export async function createAccount(db: Db, clubCount: ClubCount, actorId: number, input: SaveAccountRequest): Promise<AdminAccount> {
  if (await repo.customerCodeTaken(db, input.customerCode, null)) throw codeExists();
  const id = await repo.insertAccount(db, input).catch(mapClash);
  // The account's name only: its owner's name and email are a person's.
  await recordAudit(db, actorId, 'account.create', `account:${id}`, input.name);
  return getAccount(db, clubCount, id);
}

export async function updateAccount(db: Db, clubCount: ClubCount, actorId: number, id: number, input: SaveAccountRequest): Promise<AdminAccount> {
  await getAccount(db, clubCount, id);
  if (await repo.customerCodeTaken(db, input.customerCode, id)) throw codeExists();
  await repo.updateAccount(db, id, input).catch(mapClash);
  await recordAudit(db, actorId, 'account.update', `account:${id}`, input.name);
  return getAccount(db, clubCount, id);
}
