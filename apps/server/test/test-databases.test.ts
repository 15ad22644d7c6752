import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers.ts';

/**
 * The test files of a worker may be handed one embedded database after another (helpers.ts): what one file
 * wrote, changed or set must never reach the next. On PostgreSQL each file has a database of its own.
 */
describe('a test database handed from one file to the next', () => {
  it('starts empty, its identities from 1, whatever the last file wrote (even to the append-only audit trail)', async () => {
    const first = await createTestDatabase();
    await first.executeSql(`insert into audit_events (action, target) values ('test.one', 'a'), ('test.two', 'b')`);
    await first.executeSql(`insert into installation_settings (name, value) values ('left', 'behind')`);
    await first.close();

    const second = await createTestDatabase();
    try {
      expect((await second.executeSql('select count(*)::int as n from installation_settings')).rows).toEqual([{ n: 0 }]);
      const { rows } = await second.executeSql(`insert into audit_events (action, target) values ('test.three', 'c') returning id`);
      expect(rows).toEqual([{ id: 1 }]);
    } finally {
      await second.close();
    }
  });

  it('is never handed on with a table, column or trigger that a file added or changed', async () => {
    const first = await createTestDatabase();
    await first.executeSql('create table left_behind (v int)');
    await first.executeSql('alter table installation_settings add column extra text');
    await first.executeSql('alter table audit_events disable trigger audit_events_no_change');
    await first.close();

    const second = await createTestDatabase();
    try {
      const tables = await second.executeSql(`select count(*)::int as n from pg_tables where tablename = 'left_behind'`);
      expect(tables.rows).toEqual([{ n: 0 }]);
      const columns = await second.executeSql(
        `select count(*)::int as n from information_schema.columns where table_name = 'installation_settings' and column_name = 'extra'`,
      );
      expect(columns.rows).toEqual([{ n: 0 }]);
      await second.executeSql(`insert into audit_events (action, target) values ('test.kept', 'x')`);
      await expect(second.executeSql(`update audit_events set target = 'y'`)).rejects.toThrow(/append-only/);
    } finally {
      await second.close();
    }
  });

  it('leaves no session setting behind', async () => {
    const first = await createTestDatabase();
    await first.executeSql(`set time zone 'America/Los_Angeles'`);
    await first.executeSql('set statement_timeout = 1234');
    await first.close();

    const second = await createTestDatabase();
    try {
      const { rows } = await second.executeSql(`select current_setting('TimeZone') as zone, current_setting('statement_timeout') as timeout`);
      const [setting] = rows as Array<{ zone: string; timeout: string }>;
      expect(setting?.zone).not.toBe('America/Los_Angeles');
      expect(setting?.timeout).toBe('0');
    } finally {
      await second.close();
    }
  });

  it('refuses every use through a file’s handle once that file closed it', async () => {
    const first = await createTestDatabase();
    await first.close();
    await expect(first.executeSql('select 1')).rejects.toThrow();
    await expect(first.ping()).rejects.toThrow();
  });
});
