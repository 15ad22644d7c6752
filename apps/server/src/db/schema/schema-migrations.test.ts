import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './index.ts';

const migrations = join(dirname(fileURLToPath(import.meta.url)), '../migrations');

describe('the schema the code declares', () => {
  // Every table is defined by its owning module (docs/decisions/0009) and gathered by ./index.ts: moving a
  // definition must not change the database, and a change of a column must come with its migration.
  it('is the schema of the last migration: drizzle-kit would generate nothing', async () => {
    const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ idx: number }> };
    const last = journal.entries.at(-1)!.idx;
    const snapshot = JSON.parse(readFileSync(join(migrations, `meta/${String(last).padStart(4, '0')}_snapshot.json`), 'utf8'));
    const declared = generateDrizzleJson(schema, snapshot.id);
    expect(await generateMigration(snapshot, declared)).toEqual([]);
  });
});
