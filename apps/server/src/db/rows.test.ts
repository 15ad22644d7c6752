import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { namedRows, preparedRows, rows } from './rows.ts';
import { nth } from '../../test/nth.ts';

describe('named statements (namedRows)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs the same named statement again with other values', async () => {
    const first = await namedRows<{ n: number }>(database.db, 'rows_test_square', sql`select (${3}::int * ${3}::int) as n`);
    const second = await namedRows<{ n: number }>(database.db, 'rows_test_square', sql`select (${4}::int * ${4}::int) as n`);
    expect([nth(first, 0).n, nth(second, 0).n]).toEqual([9, 16]);
  });

  it('runs inside the caller’s transaction (same connection, same transaction), and rolls back with it', async () => {
    await database.db.execute(sql`create table rows_test_t (v int)`);
    await expect(
      database.db.transaction(async (tx) => {
        const [plain] = await rows<{ pid: number; at: string }>(tx, sql`select pg_backend_pid() as pid, now()::text as at`);
        const [named] = await namedRows<{ pid: number; at: string }>(tx, 'rows_test_tx', sql`select pg_backend_pid() as pid, now()::text as at`);
        expect(named).toEqual(plain);
        await namedRows(tx, 'rows_test_insert', sql`insert into rows_test_t (v) values (${1}::int) returning v`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const left = await rows<{ n: number | string }>(database.db, sql`select count(*) as n from rows_test_t`);
    expect(Number(nth(left, 0).n)).toBe(0);
  });

  it('builds a prepared query once and runs it with the values of each call (preparedRows)', async () => {
    let builds = 0;
    const build = () => {
      builds++;
      return sql`select (${sql.placeholder('a')}::int * ${sql.placeholder('b')}::int) as n`;
    };
    const first = await preparedRows<{ n: number }>(database.db, 'rows_test_product', build, { a: 3, b: 4 });
    const second = await preparedRows<{ n: number }>(database.db, 'rows_test_product', build, { a: 5, b: 6 });
    expect([nth(first, 0).n, nth(second, 0).n, builds]).toEqual([12, 30, 1]);
  });
});
