import type { AdminAccountsQuery, SaveAccountRequest } from '@club-pulse/contracts/admin-accounts';
import { RENEWAL_SOON_DAYS } from '@club-pulse/contracts/constants';
import { and, asc, eq, gte, lt, lte, ne, not, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { anyRows, countRows, daysFrom } from '../../db/sql.ts';
import { accounts } from './tables.ts';
import { currentNames } from '../audit/index.ts';
import {
  type Paging,
  pageIds,
  pageValues,
  param,
  searchPattern,
  shapedStatements,
  sortedSearchShape,
  startsWithPattern,
  ordered,
} from '../../db/list-statements.ts';

/** Every query of customer accounts. */

/** Whether an account is in good standing on `on`: active and not past its renewal date. A condition on `accounts`. */
export const accountInGoodStanding = (on: string | Placeholder) => sql<boolean>`(${accounts.active} and ${accounts.renewalDate} >= ${on}::date)`;

/**
 * Each account's name, its folded name (which lists sort by, as stored and indexed) and whether it is in good standing
 * on `on` (`accountInGoodStanding`), as a sub-select named `alias` for another module's query: join it on `.id` (the
 * clubs module's list, form and standing). PostgreSQL flattens it into the query around it, so it costs what a join of
 * the table costs and a sort on its `foldedName` is a sort on the column. Drizzle writes `inGoodStanding` (an
 * expression, not a column) by its name alone, so the name carries the alias: `<alias>_in_good_standing`.
 */
export const accountStandingAs = <A extends string>(alias: A, on: string | Placeholder) =>
  new QueryBuilder()
    .select({
      id: accounts.id,
      name: accounts.name,
      foldedName: accounts.foldedName,
      inGoodStanding: accountInGoodStanding(on).as(`${alias}_in_good_standing`),
    })
    .from(accounts)
    .as(alias);

/** Whether the account exists (a club's form names one). */
export async function accountExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
  return row !== undefined;
}

/**
 * How many clubs the account `accountId` (a column of the statement) has, as a correlated sub-select: the clubs
 * module's `clubCountOfAccount`, handed over by app.ts (clubs is above this module: it asks `accountInGoodStanding`).
 */
export type ClubCount = (accountId: AnyPgColumn) => SQL<number>;

/** An account with whether it is in good standing on `on` (active, not past renewal) and its number of clubs. */
const accountFields = (on: string | Placeholder, clubCount: ClubCount) => ({
  id: accounts.id,
  name: accounts.name,
  ownerName: accounts.ownerName,
  ownerEmail: accounts.ownerEmail,
  customerCode: accounts.customerCode,
  activationDate: accounts.activationDate,
  renewalDate: accounts.renewalDate,
  active: accounts.active,
  inGoodStanding: accountInGoodStanding(on),
  clubs: clubCount(accounts.id),
});

export const listAccounts = (db: Db, clubCount: ClubCount, on: string) =>
  db.select(accountFields(on, clubCount)).from(accounts).orderBy(sql`lower(${accounts.name})`, asc(accounts.id));

/** The accounts list's shape (db/list-statements.ts): what decides its SQL text. */
const accountShape = (query: AdminAccountsQuery) => ({
  ...sortedSearchShape(query),
  active: query.active ?? null,
  inGoodStanding: query.inGoodStanding ?? null,
});
type AccountShape = ReturnType<typeof accountShape>;

/** The accounts list's sort keys: the sort key (folded, as stored and indexed), then the id, so equal keys keep one order. */
function accountKeys(shape: AccountShape): AnyPgColumn[] {
  const key: AnyPgColumn = { name: accounts.foldedName, customerCode: accounts.foldedCustomerCode, renewalDate: accounts.renewalDate }[shape.sort];
  return [key, accounts.id];
}

/** The accounts list's search (beginning of the name, the owner's name or the customer code) and filters. */
const accountPageWhere = (shape: AccountShape) =>
  and(
    startsWithPattern(shape.search, [accounts.foldedName, accounts.foldedOwnerName, accounts.foldedCustomerCode]),
    shape.active ? eq(accounts.active, shape.active === 'true') : undefined,
    shape.inGoodStanding === 'true' ? accountInGoodStanding(param('on')) : undefined,
    shape.inGoodStanding === 'false' ? not(accountInGoodStanding(param('on'))) : undefined,
  );

/** The page's statement and the count's, for one shape. */
function accountPageStatements(db: Db, clubCount: ClubCount, shape: AccountShape, paging: Paging) {
  const where = accountPageWhere(shape);
  const keys = accountKeys(shape);
  const ids = pageIds(
    (fields, condition) => db.select(fields).from(accounts).where(and(where, condition)).$dynamic(),
    accounts.id,
    keys,
    shape.dir,
    paging,
  );
  return {
    page: db
      .select(accountFields(param('on'), clubCount))
      .from(ids)
      .innerJoin(accounts, eq(accounts.id, ids.id))
      .orderBy(...ordered(keys, shape.dir))
      .prepare(''),
    count: db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(accounts)
      .where(where)
      .prepare(''),
  };
}

/**
 * One page of the accounts list and the list's total (docs/design.md#admin-lists): the page's ids first (by keyset
 * from the page's first row, `pageIds`), and only those rows get their count of clubs. `paging`: see `Paging`.
 */
export async function listAccountsPage(db: Db, clubCount: ClubCount, query: AdminAccountsQuery, on: string, paging: Paging = 'keyset') {
  const statements = shapedStatements(db, `accounts ${paging}`, accountShape(query), (shape) => accountPageStatements(db, clubCount, shape, paging));
  const values = { on, pattern: searchPattern(query.q), ...pageValues(query.page, query.pageSize) };
  const [items, [counted]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  return { items, total: counted?.total ?? 0 };
}

export async function findAccount(db: Db, clubCount: ClubCount, id: number, on: string) {
  const [row] = await db.select(accountFields(on, clubCount)).from(accounts).where(eq(accounts.id, id));
  return row;
}

/** Another account (not `exceptId`) has this customer code, compared without case. */
export async function customerCodeTaken(db: Db, code: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(sql`lower(${accounts.customerCode}) = lower(${code})`, ne(accounts.id, exceptId ?? 0)))
    .limit(1);
  return row !== undefined;
}

export async function insertAccount(db: Db, v: SaveAccountRequest): Promise<number | undefined> {
  const [row] = await db.insert(accounts).values(v).returning({ id: accounts.id });
  return row?.id;
}

export async function updateAccount(db: Db, id: number, v: SaveAccountRequest): Promise<void> {
  await db.update(accounts).set(v).where(eq(accounts.id, id));
}

/** Every account's name as it is now (the organisation's, not its owner's): the audit trail names its rows that stored no name by it (audit/subject-names.ts). */
export const accountNamesNow = currentNames(accounts.id, accounts.name);

/**
 * How many accounts there are, and of the active ones how many are past their renewal on `on` or renew within
 * RENEWAL_SOON_DAYS (an inactive one gets nothing new whatever its date), as sub-selects for another module's
 * query (the admin home).
 */
export const accountCounts = (on: string) => ({
  all: countRows(accounts),
  pastRenewal: countRows(accounts, and(eq(accounts.active, true), lt(accounts.renewalDate, on))),
  renewingSoon: countRows(
    accounts,
    and(eq(accounts.active, true), gte(accounts.renewalDate, on), lte(accounts.renewalDate, daysFrom(on, RENEWAL_SOON_DAYS))),
  ),
});

/** "An account exists", as SQL for another module's query (the setup's checklist). */
export const anAccountExists = anyRows(accounts);
