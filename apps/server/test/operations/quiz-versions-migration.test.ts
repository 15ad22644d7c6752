/**
 * Migration 0008 (quiz versions) on a database that already has quizzes, studies and answers, as every demo
 * installation and every installation that used the product before it has: each quiz becomes version 1 of its
 * own family, published, with the answer labels its players saw; its studies keep it; the demo quizzes are
 * recognised as the library's.
 */
import { DEFAULT_ANSWER_LABELS } from '@club-pulse/contracts/quiz-document';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from './migration-steps.ts';

const TAG = '0008_quiz_versions';

describe('migration 0008: quiz versions', () => {
  it('makes every existing quiz version 1 of its own quiz, published, its studies and answers untouched', async () => {
    const { client, migrateRest } = await databaseBefore(TAG);
    const one = async (text: string, params: unknown[] = []) => (await client.query<Record<string, unknown>>(text, params)).rows[0] ?? {};
    const category = await one(`insert into quiz_categories (name) values ('youth') returning id`);
    const youth = await one(`insert into quizzes (name, category_id) values ('Club Pulse Wellbeing Check (Youth)', $1) returning id`, [category.id]);
    const own = await one(`insert into quizzes (name, category_id, has_key_term_summary) values ('Our own quiz', $1, false) returning id`, [
      category.id,
    ]);
    const kt = await one(`insert into key_terms (quiz_id, code, position, name) values ($1, 'sleep', 1, '{"en":"Sleep"}') returning id`, [youth.id]);
    const q = await one(`insert into questions (quiz_id, key_term_id, position, text) values ($1, $2, 1, '{"en":"I sleep well"}') returning id`, [
      youth.id,
      kt.id,
    ]);
    const account = await one(
      `insert into accounts (name, owner_name, owner_email, customer_code, activation_date, renewal_date)
       values ('A', 'O', 'o@example.test', 'C1', current_date, current_date + 300) returning id`,
    );
    const club = await one(`insert into clubs (account_id, name, code) values ($1, 'Club', 'CLUB') returning id`, [account.id]);
    const group = await one(`insert into study_groups (club_id, name, category_id, code) values ($1, 'U16', $2, 'U16') returning id`, [
      club.id,
      category.id,
    ]);
    const study = await one(
      `insert into studies (study_group_id, quiz_id, description, start_date, due_date, token, created_at)
       values ($1, $2, 'Spring', current_date, current_date + 10, 't1', '2026-03-01T10:00:00Z') returning id`,
      [group.id, youth.id],
    );
    const member = await one(`insert into members (email, name, surname) values ('p@example.test', 'P', 'Q') returning id`);
    const evaluation = await one(
      `insert into evaluations (study_id, member_id, squad_role, state) values ($1, $2, 'Player', 'finished') returning id`,
      [study.id, member.id],
    );
    await client.query(`insert into answers (evaluation_id, question_id, value) values ($1, $2, 4)`, [evaluation.id, q.id]);

    await migrateRest();

    const quizzes = (
      await client.query<Record<string, unknown>>(
        `select q.id, q.family_id, q.version, q.status, q.draft, q.answer_labels, q.published_at, q.has_key_term_summary, f.library_key
           from quizzes q join quiz_families f on f.id = q.family_id order by q.id`,
      )
    ).rows;
    expect(quizzes.map(({ answer_labels: _l, published_at: _p, ...rest }) => rest)).toEqual([
      { id: youth.id, family_id: youth.id, version: 1, status: 'published', draft: null, has_key_term_summary: true, library_key: 'wellbeing-youth' },
      { id: own.id, family_id: own.id, version: 1, status: 'published', draft: null, has_key_term_summary: false, library_key: null },
    ]);
    // The labels the players saw before labels belonged to a quiz: the contracts' defaults, written into the migration.
    for (const row of quizzes) expect(row.answer_labels).toEqual(DEFAULT_ANSWER_LABELS);
    expect(new Date(String(quizzes[0]?.published_at)).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(quizzes[1]?.published_at).not.toBeNull();
    expect(await one(`select quiz_id from studies where id = $1`, [study.id])).toEqual({ quiz_id: youth.id });
    expect(await one(`select question_id, value from answers where evaluation_id = $1`, [evaluation.id])).toEqual({ question_id: q.id, value: 4 });
    // A new quiz after the migration gets the next family id, not one of the existing quizzes'.
    const family = await one(`insert into quiz_families default values returning id`);
    expect(Number(family.id)).toBe(Math.max(Number(youth.id), Number(own.id)) + 1);
    await client.close();
  }, 180_000);
});
