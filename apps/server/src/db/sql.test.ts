import { AGE_GROUP_BANDS, type Bands, bandOf, NEED_LEVEL_BANDS, THEME_LEVEL_BANDS } from '@club-pulse/contracts/bands';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { bandCase, isoText } from './sql.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

/** Every value around every limit of `bands`, and a null. */
const probes = (bands: Bands<string>, step: number) => [null, -1, 0, ...bands.below.flatMap(([limit]) => [limit - step, limit, limit + step]), 1000];

/** What the SQL of `bandCase` answers for each value (the values sent as numeric parameters). */
async function sqlBands(bands: Bands<string>, values: Array<number | null>, scale = 1) {
  const rows = values.map((v) => sql`(${v}::numeric)`);
  const result = await database.db.execute(sql`select ${bandCase(bands, sql`v.x`, scale)} as band from (values ${sql.join(rows, sql`, `)}) as v(x)`);
  return (result as unknown as { rows: Array<{ band: string | null }> }).rows.map((r) => r.band);
}

describe('the SQL of the bands is built from the contracts', () => {
  it.each([
    ['need levels', NEED_LEVEL_BANDS, 0.1],
    ['theme levels', THEME_LEVEL_BANDS, 0.1],
    ['age groups', AGE_GROUP_BANDS, 1],
  ] as const)('gives the band bandOf gives, on either side of every limit of the %s', async (_name, bands, step) => {
    const values = probes(bands, step);
    expect(await sqlBands(bands, values)).toEqual(values.map((v) => (v === null ? null : bandOf(bands, v))));
  });

  it('gives the need level of a coefficient stored ×10 (24.9 → 249, 25.0 → 250)', async () => {
    const stored = [249, 250, 499, 500, 749, 750];
    expect(await sqlBands(NEED_LEVEL_BANDS, stored, 10)).toEqual(stored.map((x) => bandOf(NEED_LEVEL_BANDS, x / 10)));
  });
});

describe('isoText writes a timestamp as toISOString writes it', () => {
  // Microseconds to cut off (.911999, .9995 would round up to the next second), none at all, a leap day, the turn
  // of a year, a time before 1970.
  const stored = [
    '2026-11-24 17:05:38.911999+00',
    '2026-11-24 17:05:38+00',
    '2024-02-29 23:59:59.9995+00',
    '2026-12-31 23:30:00.5+00',
    '1969-07-20 20:17:40.000001+00',
  ];

  it.each(['UTC', 'Europe/Madrid', 'America/Los_Angeles'])('with the session in %s', async (zone) => {
    // The zone of the session changes how PostgreSQL writes a timestamptz, not what isoText writes. SET LOCAL in a
    // transaction: the select runs on the same connection (a pool's next statement may not), and the zone ends with it.
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local time zone '${zone}'`));
      const values = sql.join(
        stored.map((t) => sql`(${t}::timestamptz)`),
        sql`, `,
      );
      const result = await tx.execute(sql`select ${isoText(sql`v.t`)} as iso from (values ${values}) as v(t)`);
      return (result as unknown as { rows: Array<{ iso: string }> }).rows;
    });
    // JavaScript keeps milliseconds: the microseconds are cut off, as PostgreSQL's MS cuts them.
    const cut = stored.map((t) =>
      t
        .replace(/(\.\d{3})\d+/, '$1')
        .replace(' ', 'T')
        .replace('+00', 'Z'),
    );
    expect(rows.map((r) => r.iso)).toEqual(cut.map((t) => new Date(t).toISOString()));
  });

  it('leaves a null null', async () => {
    const result = await database.db.execute(sql`select ${isoText(sql`null::timestamptz`)} as iso`);
    expect((result as unknown as { rows: Array<{ iso: string | null }> }).rows).toEqual([{ iso: null }]);
  });
});
