import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNWRAPPED } from '../apps/server/src/db/client.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { createTestDatabase } from '../apps/server/test/helpers.ts';
import { rawClient } from './raw-client.ts';
import { benchGroupCode, seedBench } from './seed.ts';

describe('benchGroupCode', () => {
  it('gives every study group of a default run its own code, whatever the sizes (report1000 and report10000 once shared one)', () => {
    const names = ['answering', ...[100, 1000, 10_000, 100_000, 1_000_000].map((n) => `report${n}`)];
    const codes = names.map((name, i) => benchGroupCode(name, i + 1));
    expect(new Set(codes.map((c) => c.toLowerCase())).size).toBe(names.length);
    for (const code of codes) expect(code.length).toBeLessThanOrEqual(20);
  });
});

describe('seedBench', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('seeds the answering study and report studies of every size on the current schema', async () => {
    const driver = (database.db as unknown as { $client: Record<symbol, unknown> }).$client;
    const raw = rawClient((driver[UNWRAPPED] ?? driver) as Parameters<typeof rawClient>[0]);
    const fixtures = await seedBench(raw, { answeringPlayers: 3, reportSizes: [2, 3], passwordHash: 'x' });
    expect(fixtures.answering.players).toHaveLength(3);
    expect(fixtures.reportStudies.map((s) => s.players)).toEqual([2, 3]);
    const { rows } = await raw.query<{ n: number }>(
      'select count(*)::int as n from answers a join evaluations e on e.id = a.evaluation_id where e.study_id = $1',
      [fixtures.reportStudies[1].studyId],
    );
    expect(rows[0].n).toBe(3 * 24);
  });
});
