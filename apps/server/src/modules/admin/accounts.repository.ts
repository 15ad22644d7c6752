import type { AdminAccount, SaveAccountRequest } from '@club-pulse/contracts/admin-accounts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { firstRow, rows } from './sql.ts';

const accountsQuery = (on: string, where: ReturnType<typeof sql>) => sql`
  select a.id, a.name, a.owner_name as "ownerName", a.owner_email as "ownerEmail", a.customer_code as "customerCode",
    a.activation_date::text as "activationDate", a.renewal_date::text as "renewalDate", a.active,
    (a.active and a.renewal_date >= ${on}::date) as "inGoodStanding",
    (select count(*)::int from clubs c where c.account_id = a.id) as clubs
  from accounts a
  where ${where}
  order by lower(a.name), a.id`;

export const listAccounts = (db: Db, on: string) => rows<AdminAccount>(db, accountsQuery(on, sql`true`));
export const findAccount = (db: Db, id: number, on: string) => firstRow<AdminAccount>(db, accountsQuery(on, sql`a.id = ${id}`));

export async function customerCodeTaken(db: Db, code: string, exceptId: number | null): Promise<boolean> {
  return !!(await firstRow(db, sql`select 1 as one from accounts where lower(customer_code) = lower(${code}) and id <> ${exceptId ?? 0}`));
}

export async function insertAccount(db: Db, v: SaveAccountRequest): Promise<number> {
  const [row] = await db.insert(accounts).values(v).returning({ id: accounts.id });
  return row.id;
}

export async function updateAccount(db: Db, id: number, v: SaveAccountRequest): Promise<boolean> {
  return (await db.update(accounts).set(v).where(eq(accounts.id, id)).returning({ id: accounts.id })).length > 0;
}
