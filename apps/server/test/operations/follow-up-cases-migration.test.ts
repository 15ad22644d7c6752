/**
 * Migration 0020 (follow-up cases) on a database that used the four-state follow-up switch: each followed player
 * gets a case, closed stays closed, "talked" and "referred" become owned by whoever set them, and every change of
 * the switch stays in the case's history as a legacy act; 0021 then drops the switch's tables.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { buildScene } from '../factories.ts';
import { nth } from '../nth.ts';
import { databaseBefore } from './migration-steps.ts';

const TAG = '0020_follow_up_cases';

describe('migration 0020: the follow-up switch becomes cases', () => {
  it('keeps each state as a case and each change as a legacy act of its history', async () => {
    const { client, db, migrateRest } = await databaseBefore(TAG);
    // The factories write today's schema: the columns that later migrations add exist only while the scene is
    // built (clubs.country, migration 0022; studies.answers_deleted_at, 0023; clubs.time_zone, 0025), so that the
    // database is the one 0020 met.
    await client.query('alter table clubs add column country text');
    await client.query('alter table clubs add column time_zone text');
    await client.query('alter table studies add column answers_deleted_at timestamptz');
    const s = await buildScene(db as unknown as Db, { players: 3 });
    await client.query('alter table clubs drop column country');
    await client.query('alter table clubs drop column time_zone');
    await client.query('alter table studies drop column answers_deleted_at');
    const [a, b, c] = [0, 1, 2].map((i) => nth(s.players, i).evaluation.id);
    await client.query(
      `insert into follow_ups (evaluation_id, state, updated_by, updated_at) values
      ($1, 'talked', $4, '2030-01-02T10:00Z'), ($2, 'closed', $4, '2030-01-03T10:00Z'), ($3, 'todo', null, '2030-01-01T10:00Z')`,
      [a, b, c, s.coach.id],
    );
    await client.query(
      `insert into follow_up_events (evaluation_id, state, actor_id, at) values
      ($1, 'talked', $3, '2030-01-02T10:00Z'), ($2, 'talked', $3, '2030-01-02T11:00Z'), ($2, 'closed', $3, '2030-01-03T10:00Z')`,
      [a, b, s.coach.id],
    );

    await migrateRest();

    const cases = (
      await client.query<{ evaluation_id: number; status: string; owner_member_id: number | null }>(
        'select evaluation_id, status, owner_member_id from follow_up_cases order by evaluation_id',
      )
    ).rows;
    expect(cases).toEqual([
      { evaluation_id: a, status: 'open', owner_member_id: s.coach.id },
      { evaluation_id: b, status: 'closed', owner_member_id: null },
      { evaluation_id: c, status: 'open', owner_member_id: null },
    ]);
    const history = (
      await client.query<{ evaluation_id: number; act: string; detail: string; actor_id: number }>(
        'select c.evaluation_id, e.act, e.detail, e.actor_id from case_events e join follow_up_cases c on c.id = e.case_id order by e.at, e.id',
      )
    ).rows;
    expect(history).toEqual([
      { evaluation_id: a, act: 'legacy', detail: 'talked', actor_id: s.coach.id },
      { evaluation_id: b, act: 'legacy', detail: 'talked', actor_id: s.coach.id },
      { evaluation_id: b, act: 'legacy', detail: 'closed', actor_id: s.coach.id },
    ]);
    const left = (
      await client.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables where table_name in ('follow_ups', 'follow_up_events')`,
      )
    ).rows[0];
    expect(left?.n).toBe(0);
    await client.close();
  }, 60_000);
});
