/**
 * Migration 0024 (a readable subject for audit rows) on a trail that already holds rows, as an installation used
 * before it does: the upgrade goes through the append-only trigger of migration 0013 (adding the columns changes
 * no row through UPDATE), the older rows stay as they were with no subject name, and new rows get their name
 * folded for the search.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
const TAG = '0024_audit_subject_label';

/** The migrations before `tag`, in a folder of their own (the journal cut there). */
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

describe('migration 0024: audit subject names', () => {
  it('keeps the older rows as they were, stays append-only, and folds the names of new rows', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    dir = migrationsBefore(TAG);
    await migrate(db, { migrationsFolder: dir });
    await client.query(`insert into audit_events (actor_id, action, target, at) values (1, 'member.enable', 'member:7', '2030-01-01T00:00:00Z')`);

    await migrate(db, { migrationsFolder });

    const rows = (await client.query('select actor_id, action, target, at, subject_label, folded_subject_label from audit_events')).rows;
    expect(rows).toEqual([
      {
        actor_id: 1,
        action: 'member.enable',
        target: 'member:7',
        at: new Date('2030-01-01T00:00:00Z'),
        subject_label: null,
        folded_subject_label: null,
      },
    ]);
    await client.query(`insert into audit_events (actor_id, action, target, subject_label) values (1, 'club.create', 'club:3', 'CF Montjuïc')`);
    const folded = (await client.query(`select folded_subject_label from audit_events where target = 'club:3'`)).rows;
    expect(folded).toEqual([{ folded_subject_label: 'cf montjuic' }]);
    await expect(client.query(`update audit_events set subject_label = 'Renamed'`)).rejects.toThrow(/append-only: UPDATE refused/);
    await client.close();
  }, 120_000);
});
