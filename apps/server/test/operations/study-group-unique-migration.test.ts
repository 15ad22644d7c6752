/**
 * Migration 0012 (study group name and code unique per club) on a database that already holds duplicates, as
 * an installation used before it may: the upgrade goes through, the oldest group of each clash keeps its name
 * and code, the others get their id appended, and from then on the database refuses a new duplicate.
 */
import { describe, expect, it } from 'vitest';
import { databaseBefore } from './migration-steps.ts';

const TAG = '0012_study_group_unique_per_club';

describe('migration 0012: study group name and code unique per club', () => {
  it('renames the later duplicates of a club, leaves other clubs alone, then refuses a new duplicate', async () => {
    const { client, migrateRest } = await databaseBefore(TAG);
    const one = async (text: string, params: unknown[] = []) => (await client.query<Record<string, unknown>>(text, params)).rows[0] ?? {};
    const category = await one(`insert into quiz_categories (name) values ('youth') returning id`);
    const account = await one(
      `insert into accounts (name, owner_name, owner_email, customer_code, activation_date, renewal_date)
       values ('A', 'O', 'o@example.test', 'C1', current_date, current_date + 300) returning id`,
    );
    const club = await one(`insert into clubs (account_id, name, code) values ($1, 'Club', 'CLUB') returning id`, [account.id]);
    const other = await one(`insert into clubs (account_id, name, code) values ($1, 'Other', 'OTHER') returning id`, [account.id]);
    const group = (clubId: unknown, name: string, code: string) =>
      one(`insert into study_groups (club_id, name, category_id, code) values ($1, $2, $3, $4) returning id`, [clubId, name, category.id, code]);
    const first = await group(club.id, 'U15 A', 'U15A');
    const second = await group(club.id, 'u15 a', 'u15a');
    const elsewhere = await group(other.id, 'U15 A', 'U15A');

    await migrateRest();

    const rows = (await client.query<{ id: number; name: string; code: string }>('select id, name, code from study_groups order by id')).rows;
    expect(rows).toEqual([
      { id: first.id, name: 'U15 A', code: 'U15A' },
      { id: second.id, name: `u15 a (${second.id})`, code: `u15a-${second.id}` },
      { id: elsewhere.id, name: 'U15 A', code: 'U15A' },
    ]);
    await expect(group(club.id, 'U15 a', 'NEW')).rejects.toThrow(/study_groups_club_name_lower_idx/);
    await expect(group(club.id, 'New', 'u15A')).rejects.toThrow(/study_groups_club_code_lower_idx/);
    await client.close();
  });
});
