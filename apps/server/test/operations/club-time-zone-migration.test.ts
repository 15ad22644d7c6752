/**
 * Migration 0025 (clubs' time zones) on a database with clubs: each club gets the time zone of its country
 * (Germany Berlin, Italy Rome, any other mainland Spain), and the column takes only the zones offered.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { buildClub } from '../factories.ts';

const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
const TAG = '0025_club_time_zone';

function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'cp-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

let dir = '';
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('migration 0025: clubs get a time zone', () => {
  it("gives each club its country's zone, and refuses a zone not offered", { timeout: 120_000 }, async () => {
    const client = new PGlite();
    const db = drizzle(client);
    dir = migrationsBefore(TAG);
    await migrate(db, { migrationsFolder: dir });
    // The factories write today's schema: the column exists only while the clubs are made.
    await client.query('alter table clubs add column time_zone text');
    const clubs = [];
    for (const country of ['ES', 'DE', 'IT', 'AT'] as const) clubs.push(await buildClub(db as unknown as Db, { country }));
    await client.query('alter table clubs drop column time_zone');

    await migrate(db, { migrationsFolder });

    const zones = (await client.query<{ id: number; time_zone: string }>('select id, time_zone from clubs order by id')).rows;
    expect(zones).toEqual(clubs.map((c, i) => ({ id: c.id, time_zone: ['Europe/Madrid', 'Europe/Berlin', 'Europe/Rome', 'Europe/Madrid'][i] })));
    await expect(client.query(`update clubs set time_zone = 'America/New_York' where id = ${clubs[0]?.id}`)).rejects.toThrow(/clubs_time_zone_check/);
    await client.close();
  });
});
