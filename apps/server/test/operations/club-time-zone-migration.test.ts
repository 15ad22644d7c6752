/**
 * Migration 0025 (clubs' time zones) on a database with clubs: each club gets the time zone of its country
 * (Germany Berlin, Italy Rome, any other mainland Spain), and the column takes only the zones offered.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { buildClub } from '../factories.ts';
import { databaseBefore } from './migration-steps.ts';

const TAG = '0025_club_time_zone';

describe('migration 0025: clubs get a time zone', () => {
  it("gives each club its country's zone, and refuses a zone not offered", { timeout: 120_000 }, async () => {
    const { client, db, migrateRest } = await databaseBefore(TAG);
    // The factories write today's schema: the column exists only while the clubs are made.
    await client.query('alter table clubs add column time_zone text');
    const clubs = [];
    for (const country of ['ES', 'DE', 'IT', 'AT'] as const) clubs.push(await buildClub(db as unknown as Db, { country }));
    await client.query('alter table clubs drop column time_zone');

    await migrateRest();

    const zones = (await client.query<{ id: number; time_zone: string }>('select id, time_zone from clubs order by id')).rows;
    expect(zones).toEqual(clubs.map((c, i) => ({ id: c.id, time_zone: ['Europe/Madrid', 'Europe/Berlin', 'Europe/Rome', 'Europe/Madrid'][i] })));
    await expect(client.query(`update clubs set time_zone = 'America/New_York' where id = ${clubs[0]?.id}`)).rejects.toThrow(/clubs_time_zone_check/);
    await client.close();
  });
});
