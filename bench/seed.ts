/**
 * The benchmark's own data, inserted in bulk with generate_series (seconds, even for 10,000 players):
 * one club with a coach, a 24-question quiz (6 key terms × 4 questions, one reversed in each), an answering
 * study whose players each have an open evaluation, and report studies whose players all finished
 * (24 answers each, a stored coefficient, birth dates spread over every age group).
 */
import { DEFAULT_ANSWER_LABELS } from '@club-pulse/contracts/quiz-document';
import type { RawClient } from './raw-client.ts';

export const BENCH_PASSWORD = 'BenchPassword2026';
export const QUESTIONS = 24;
const KEY_TERMS = 6;

export interface BenchFixtures {
  quizId: number;
  coach: { id: number; email: string };
  answering: { studyId: number; players: Array<{ memberId: number; email: string; evaluationId: number }> };
  reportStudies: Array<{ players: number; studyId: number }>;
}

/**
 * The code of a benchmark study group: unique per club whatever the name's length (`study_groups_club_code_lower_idx`),
 * and short (a code is at most 20 characters). Cutting the name to ten characters made `report1000` and
 * `report10000` one code, and the seed failed before anything was measured.
 */
export function benchGroupCode(name: string, index: number): string {
  return `B${index}-${name.replace(/[^a-z0-9]/gi, '').slice(0, 12)}`.toUpperCase().slice(0, 20);
}

const lt = (en: string) => JSON.stringify({ en, es: `${en} (es)`, ca: `${en} (ca)`, de: `${en} (de)`, it: `${en} (it)` });

async function one<T>(client: RawClient, text: string, params: unknown[] = []): Promise<T> {
  const { rows } = await client.query<T>(text, params);
  return rows[0];
}

/** Members `prefix-1..n@bench.test`, all with the same (production-cost) password hash; returns their id range. */
async function insertMembers(client: RawClient, prefix: string, n: number, passwordHash: string) {
  return one<{ first: number; last: number }>(
    client,
    `with ins as (
       insert into members (email, password_hash, name, surname, birth_date, role, accepted_terms_version, language, guardian_confirmed)
       select $1 || '-' || g || '@bench.test', $2, 'Player' || g, $1,
         -- ages 10 to 30 at the study start: every age group of the report, and some unknown birth dates
         case when g % 17 = 0 then null else (current_date - ((10 + g % 21) * 365 + g % 300))::date end,
         -- registered as the product registers them: under 16 with a guardian's consent (or they may not answer)
         'User', 1, 'en', true
       from generate_series(1, $3::int) g
       returning id)
     select min(id)::int as first, max(id)::int as last from ins`,
    [prefix, passwordHash, n],
  );
}

export async function seedBench(
  client: RawClient,
  opts: { answeringPlayers: number; reportSizes: number[]; passwordHash: string },
): Promise<BenchFixtures> {
  const account = await one<{ id: number }>(
    client,
    `insert into accounts (name, owner_name, owner_email, customer_code, activation_date, renewal_date)
     values ('Bench account', 'Owner', 'owner@bench.test', 'BENCH', current_date - 30, current_date + 335) returning id`,
  );
  const club = await one<{ id: number }>(
    client,
    `insert into clubs (account_id, name, code, country) values ($1, 'Bench FC', 'BENCHFC', 'ES') returning id`,
    [account.id],
  );
  const category = await one<{ id: number }>(client, `insert into quiz_categories (name) values ('bench') returning id`);
  const family = await one<{ id: number }>(client, `insert into quiz_families default values returning id`);
  const quiz = await one<{ id: number }>(
    client,
    `insert into quizzes (family_id, name, category_id, has_key_term_summary, answer_labels, published_at)
     values ($1, 'Bench quiz', $2, true, $3, now()) returning id`,
    [family.id, category.id, JSON.stringify(DEFAULT_ANSWER_LABELS)],
  );
  for (let k = 0; k < KEY_TERMS; k++) {
    const kt = await one<{ id: number }>(
      client,
      `insert into key_terms (quiz_id, code, position, name, description) values ($1, $2, $3, $4, $5) returning id`,
      [quiz.id, `kt${k}`, k, lt(`Key term ${k + 1}`), lt(`What key term ${k + 1} means`)],
    );
    const per = QUESTIONS / KEY_TERMS;
    for (let q = 0; q < per; q++) {
      const position = k * per + q + 1;
      await client.query(`insert into questions (quiz_id, key_term_id, position, text, help, reversed) values ($1, $2, $3, $4, $5, $6)`, [
        quiz.id,
        kt.id,
        position,
        lt(`Question ${position}: how often did you feel this during the last two weeks?`),
        lt(`Help for question ${position}`),
        q === per - 1,
      ]);
    }
  }

  const coach = await one<{ id: number }>(
    client,
    `insert into members (email, password_hash, name, surname, role, accepted_terms_version) values ('coach@bench.test', $1, 'Bench', 'Coach', 'User', 1) returning id`,
    [opts.passwordHash],
  );
  await client.query(`insert into squad_members (club_id, member_id, squad_role) values ($1, $2, 'Coach')`, [club.id, coach.id]);

  /** A study group and a study of the quiz, running from a week ago to a month ahead. */
  let groups = 0;
  const newStudy = async (name: string) => {
    const group = await one<{ id: number }>(
      client,
      `insert into study_groups (club_id, name, category_id, code, coach_member_id) values ($1, $2, $3, $4, $5) returning id`,
      [club.id, name, category.id, benchGroupCode(name, ++groups), coach.id],
    );
    const study = await one<{ id: number }>(
      client,
      `insert into studies (study_group_id, quiz_id, description, start_date, due_date, state, token, created_by)
       values ($1, $2, $3, current_date - 7, current_date + 30, 'open', $4, $5) returning id`,
      [group.id, quiz.id, `Bench ${name}`, `bench-${name}-${Date.now()}`, coach.id],
    );
    return { groupId: group.id, studyId: study.id };
  };
  const addPlayers = async (groupId: number, studyId: number, range: { first: number; last: number }, finished: boolean) => {
    await client.query(
      `insert into squad_members (club_id, member_id, study_group_id, squad_role)
       select $1, g, $2, 'Player' from generate_series($3::int, $4::int) g`,
      [club.id, groupId, range.first, range.last],
    );
    await client.query(
      finished
        ? `insert into evaluations (study_id, member_id, squad_role, state, started_at, finished_at, coefficient_x10)
           select $1, g, 'Player', 'finished', now() - interval '2 days', now() - interval '1 day', (g * 7919) % 1001
           from generate_series($2::int, $3::int) g`
        : `insert into evaluations (study_id, member_id, squad_role, state) select $1, g, 'Player', 'open' from generate_series($2::int, $3::int) g`,
      [studyId, range.first, range.last],
    );
  };

  // Answering: open evaluations, no answers yet.
  const answering = await newStudy('answering');
  const answeringRange = await insertMembers(client, 'answer', opts.answeringPlayers, opts.passwordHash);
  await addPlayers(answering.groupId, answering.studyId, answeringRange, false);
  const { rows: players } = await client.query<{ memberId: number; email: string; evaluationId: number }>(
    `select m.id as "memberId", m.email, e.id as "evaluationId" from evaluations e join members m on m.id = e.member_id
     where e.study_id = $1 order by e.id`,
    [answering.studyId],
  );

  // Report studies: every player finished, with all 24 answers (1 in 23 "not relevant").
  const reportStudies: BenchFixtures['reportStudies'] = [];
  for (const size of opts.reportSizes) {
    const s = await newStudy(`report${size}`);
    const range = await insertMembers(client, `report${size}`, size, opts.passwordHash);
    await addPlayers(s.groupId, s.studyId, range, true);
    await client.query(
      `insert into answers (evaluation_id, question_id, value, answered_at)
       select e.id, q.id, case when (e.id + q.position) % 23 = 0 then null else 1 + (e.id * 31 + q.position * 17) % 5 end, now() - interval '1 day'
       from evaluations e cross join questions q
       where e.study_id = $1 and q.quiz_id = $2`,
      [s.studyId, quiz.id],
    );
    await client.query(`update studies set state = 'inprogress' where id = $1`, [s.studyId]);
    reportStudies.push({ players: size, studyId: s.studyId });
  }
  await client.query('analyze');
  return {
    quizId: quiz.id,
    coach: { id: coach.id, email: 'coach@bench.test' },
    answering: { studyId: answering.studyId, players },
    reportStudies,
  };
}

/** Back to the state before the answering phase: no answers, every evaluation open. */
export async function resetAnswering(client: RawClient, studyId: number) {
  await client.query(`delete from answers where evaluation_id in (select id from evaluations where study_id = $1)`, [studyId]);
  await client.query(`update evaluations set state = 'open', started_at = null, finished_at = null, coefficient_x10 = null where study_id = $1`, [
    studyId,
  ]);
  await client.query(`update studies set state = 'open' where id = $1`, [studyId]);
}
