/**
 * Migration 0027 (case notes) on a database whose cases hold the single note it replaces: each stored note becomes
 * the case's first note, by whoever saved it last (the case's last `noted` act), at that time; a note without such
 * an act keeps no author, at the case's last act; an empty note is no note; the old column is gone.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { buildScene } from '../../../test/factories.ts';
import { nth } from '../../../test/nth.ts';
import { databaseBefore } from '../../../test/operations/migration-steps.ts';

const TAG = '0027_case_notes';

describe('migration 0027: a case note becomes the first of its notes', () => {
  it("keeps each case's stored note, by its last writer at that time, and drops the single note", async () => {
    const { client, db, migrateRest } = await databaseBefore(TAG);
    const s = await buildScene(db as unknown as Db, { players: 3 });
    const cases = (
      await client.query<{ id: number }>(
        `insert into follow_up_cases (evaluation_id, note, last_action_at) values
        ($1, 'Met her parents.', '2030-01-04T08:00Z'), ($2, '  ', null), ($3, 'Before the history', '2030-01-01T12:00Z')
        returning id`,
        [0, 1, 2].map((i) => nth(s.players, i).evaluation.id),
      )
    ).rows.map((r) => r.id);
    const [noted, blank, unknown] = cases;
    await client.query(
      `insert into case_events (case_id, act, actor_id, at) values
      ($1, 'noted', $2, '2030-01-02T10:00Z'), ($1, 'noted', $3, '2030-01-03T09:30Z'), ($1, 'took', $2, '2030-01-04T08:00Z'),
      ($4, 'noted', $2, '2030-01-02T10:00Z')`,
      [noted, s.coach.id, s.otherCoach.id, blank],
    );

    await migrateRest();

    const notes = (
      await client.query<{ case_id: number; author_id: number | null; body: string; at: Date }>(
        'select case_id, author_id, body, at from case_notes order by case_id',
      )
    ).rows;
    expect(notes).toEqual([
      { case_id: noted, author_id: s.otherCoach.id, body: 'Met her parents.', at: new Date('2030-01-03T09:30Z') },
      { case_id: unknown, author_id: null, body: 'Before the history', at: new Date('2030-01-01T12:00Z') },
    ]);
    const column = await client.query(`select 1 from information_schema.columns where table_name = 'follow_up_cases' and column_name = 'note'`);
    expect(column.rows).toEqual([]);
    await client.close();
  }, 120_000);
});
