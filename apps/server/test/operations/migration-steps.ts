/**
 * The migration tests' start: a fresh embedded database migrated up to, not including, one migration (its tag in
 * the journal), so that a test can write the rows that migration will meet, then run it and the ones after.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

export const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** A copy of the migrations folder whose journal stops before `tag` (the caller removes it). */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'cp-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut < 1) throw new Error(`no migration before ${tag} in the journal`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

/** An embedded database with every migration before `tag`; `migrateRest()` runs `tag` and every one after it. */
export async function databaseBefore(tag: string) {
  const client = new PGlite();
  const db = drizzle(client);
  const dir = migrationsBefore(tag);
  try {
    await migrate(db, { migrationsFolder: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { client, db, migrateRest: () => migrate(db, { migrationsFolder }) };
}
