import type { AdminAccount, SaveAccountRequest } from '@club-pulse/contracts/admin-accounts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { today } from '../../lib/study-rules.ts';
import * as repo from './accounts.repository.ts';
import { violatedUniqueConstraint } from './sql.ts';

/** Customer accounts: the customer code is unique (compared without case). */

export const listAccounts = (db: Db) => repo.listAccounts(db, today());

async function getAccount(db: Db, id: number): Promise<AdminAccount> {
  const account = await repo.findAccount(db, id, today());
  if (!account) throw new AppError('NotFound');
  return account;
}

function mapClash(err: unknown): never {
  if (violatedUniqueConstraint(err) !== null) throw new AppError('CustomerCodeExists', { field: 'customerCode' });
  throw err;
}

export async function createAccount(db: Db, input: SaveAccountRequest): Promise<AdminAccount> {
  if (await repo.customerCodeTaken(db, input.customerCode, null)) throw new AppError('CustomerCodeExists', { field: 'customerCode' });
  const id = await repo.insertAccount(db, input).catch(mapClash);
  return getAccount(db, id);
}

export async function updateAccount(db: Db, id: number, input: SaveAccountRequest): Promise<AdminAccount> {
  await getAccount(db, id);
  if (await repo.customerCodeTaken(db, input.customerCode, id)) throw new AppError('CustomerCodeExists', { field: 'customerCode' });
  await repo.updateAccount(db, id, input).catch(mapClash);
  return getAccount(db, id);
}
