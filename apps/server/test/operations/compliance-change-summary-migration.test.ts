/**
 * Migration 0026 (a change summary per compliance text) on a database with published terms: every existing
 * version keeps its texts and has no summary (members see none for it); a new version stores its own
 * (the service's use of it: compliance.test.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { complianceTexts } from '../../src/db/schema/index.ts';

const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
const TAG = '0026_compliance_change_summary';

function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'cp-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

let dir = '';
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('migration 0026: compliance texts get a change summary', () => {
  it('keeps the published versions, without a summary, and stores the summary of the next one', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    dir = migrationsBefore(TAG);
    await migrate(db, { migrationsFolder: dir });
    await client.query(
      `insert into compliance_texts (category, version, language, content) values
      (0, 1, 'en', E'# Terms\\n\\nVersion 1'), (0, 1, 'es', E'# Condiciones\\n\\nVersión 1')`,
    );
    await migrate(db, { migrationsFolder });

    const rows = await client.query<{ version: number; language: string; content: string; change_summary: string | null }>(
      'select version, language, content, change_summary from compliance_texts order by language',
    );
    expect(rows.rows).toEqual([
      { version: 1, language: 'en', content: '# Terms\n\nVersion 1', change_summary: null },
      { version: 1, language: 'es', content: '# Condiciones\n\nVersión 1', change_summary: null },
    ]);
    // Today's schema writes and reads the new column.
    const app = db as unknown as Db;
    await app.insert(complianceTexts).values({ category: 0, version: 2, language: 'en', content: '# Terms', changeSummary: 'Two seasons.' });
    const [latest] = await app.select().from(complianceTexts).where(eq(complianceTexts.version, 2));
    expect(latest?.changeSummary).toBe('Two seasons.');
    await client.close();
    // Every migration on an embedded database: slow on a busy machine.
  }, 120_000);
});
