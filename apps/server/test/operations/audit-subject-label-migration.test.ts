/**
 * Migration 0024 (a readable subject for audit rows) on a trail that already holds rows, as an installation used
 * before it does: the upgrade goes through the append-only trigger of migration 0013 (adding the columns changes
 * no row through UPDATE), the older rows stay as they were with no subject name, and new rows get their name
 * folded for the search.
 */
import { describe, expect, it } from 'vitest';
import { databaseBefore } from './migration-steps.ts';

const TAG = '0024_audit_subject_label';

describe('migration 0024: audit subject names', () => {
  it('keeps the older rows as they were, stays append-only, and folds the names of new rows', async () => {
    const { client, migrateRest } = await databaseBefore(TAG);
    await client.query(`insert into audit_events (actor_id, action, target, at) values (1, 'member.enable', 'member:7', '2030-01-01T00:00:00Z')`);

    await migrateRest();

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
