/**
 * Migration 0026 (a change summary per compliance text) on a database with published terms: every existing
 * version keeps its texts and has no summary (members see none for it); a new version stores its own
 * (the service's use of it: compliance.test.ts).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { complianceTexts } from '../../src/db/schema/index.ts';
import { databaseBefore } from './migration-steps.ts';

const TAG = '0026_compliance_change_summary';

describe('migration 0026: compliance texts get a change summary', () => {
  it('keeps the published versions, without a summary, and stores the summary of the next one', async () => {
    const { client, db, migrateRest } = await databaseBefore(TAG);
    await client.query(
      `insert into compliance_texts (category, version, language, content) values
      (0, 1, 'en', E'# Terms\\n\\nVersion 1'), (0, 1, 'es', E'# Condiciones\\n\\nVersión 1')`,
    );
    await migrateRest();

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
