/**
 * Several instances starting at once on one PostgreSQL database (a rolling deploy, two containers): the
 * migrations run once, under a database lock, and every instance comes up on the migrated schema.
 * PostgreSQL only: the embedded database belongs to one process.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('migrations on PostgreSQL', () => {
  it('run once when four instances start at the same moment on an empty database', async () => {
    const name = `cp_migrate_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const dbUrl = new URL(url as string);
    dbUrl.pathname = `/${name}`;
    const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: dbUrl.toString(), dataDir: 'memory://' })));
    try {
      const results = await Promise.allSettled(instances.map((d) => d.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
      const check = new pg.Client({ connectionString: dbUrl.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(applied.rows[0].d);
      expect(applied.rows[0].n).toBeGreaterThanOrEqual(5);
      // The schema is whole: a table of the first and of the latest migration are there.
      const tables = await check.query(
        "select count(*)::int as n from information_schema.tables where table_name in ('members', 'installation_secrets')",
      );
      expect(tables.rows[0].n).toBe(2);
      await check.end();
    } finally {
      await Promise.all(instances.map((d) => d.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
