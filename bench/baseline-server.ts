/**
 * The bare baseline: a minimal Fastify server with a plain driver (PGlite or node-postgres directly: no
 * Drizzle, no authentication, no anti-forgery, no validation, no response schemas) doing only the SQL that
 * answering cannot avoid, on the same database as the product. It is the practical limit of this machine;
 * the product's overhead is what it adds on top.
 *
 * - GET  /bare/next/:evaluationId                 the next unanswered question with the progress (1 query)
 * - POST /bare/answer/:evaluationId/:entryId      upsert the answer, then read the progress (2 queries)
 * - GET  /bare/report/:studyId                    the group report's figures straight from SQL (bareReport)
 */
import Fastify from 'fastify';
import type { RawClient } from './raw-client.ts';

const NEXT_SQL = `
  select q.id, q.position, q.text ->> 'en' as text, q.help ->> 'en' as help,
    (select count(*) from answers a2 where a2.evaluation_id = e.id)::int as answered,
    (select count(*) from questions q2 where q2.quiz_id = s.quiz_id)::int as total
  from evaluations e
  join studies s on s.id = e.study_id
  join questions q on q.quiz_id = s.quiz_id
  left join answers a on a.evaluation_id = e.id and a.question_id = q.id
  where e.id = $1 and a.question_id is null
  order by q.position
  limit 1`;

const UPSERT_SQL = `
  insert into answers (evaluation_id, question_id, value) values ($1, $2, $3)
  on conflict (evaluation_id, question_id) do update set value = excluded.value, answered_at = now()`;

const PROGRESS_SQL = `select count(*)::int as answered from answers where evaluation_id = $1`;

/** Per finished player: need level and age group (the report lists them). */
const REPORT_PEOPLE = `
  select trim(m.name || ' ' || m.surname) as "fullName", e.coefficient_x10 / 10.0 as coefficient,
    case when e.coefficient_x10 < 250 then 'minimal' when e.coefficient_x10 < 500 then 'moderate'
         when e.coefficient_x10 < 750 then 'high' else 'critical' end as "needLevel",
    case when m.birth_date is null then null
         when date_part('year', age(s.start_date, m.birth_date)) < 14 then 'U14'
         when date_part('year', age(s.start_date, m.birth_date)) < 16 then 'U16'
         when date_part('year', age(s.start_date, m.birth_date)) < 18 then 'U18'
         when date_part('year', age(s.start_date, m.birth_date)) < 21 then 'U21'
         else 'Senior' end as "ageGroup",
    e.squad_role as role, e.state = 'finished' as finished
  from evaluations e join members m on m.id = e.member_id join studies s on s.id = e.study_id
  where e.study_id = $1 and e.state <> 'cancelled'`;

/** Counts per role and age group, and the per-key-term summary of the finished players' answers. */
const REPORT_CELLS = `
  with p as (${REPORT_PEOPLE})
  select role, "ageGroup", count(*)::int as invited, count(*) filter (where finished)::int as answered,
    round(avg(coefficient) filter (where finished), 1)::float8 as avg
  from p group by 1, 2`;

const REPORT_KEY_TERMS = `
  with scores as (
    select e.id, e.squad_role as role, q.key_term_id,
      avg(case when q.reversed then (a.value - 1) / 4.0 * 100 else (5 - a.value) / 4.0 * 100 end) as score
    from evaluations e join answers a on a.evaluation_id = e.id join questions q on q.id = a.question_id
    where e.study_id = $1 and e.state = 'finished' and a.value is not null
    group by 1, 2, 3)
  select kt.code, kt.name ->> 'en' as name, count(sc.id) filter (where sc.role = 'Player')::int as players,
    round(avg(sc.score), 1)::float8 as avg, round(min(sc.score), 1)::float8 as min, round(max(sc.score), 1)::float8 as max
  from key_terms kt join studies s on s.quiz_id = kt.quiz_id left join scores sc on sc.key_term_id = kt.id
  where s.id = $1 group by kt.id order by kt.position`;

/**
 * The group report's figures in plain SQL, the least the database must do: the finished players (with need
 * level and age group), the counts and averages per role and age group, the need levels per age group, and
 * the key-term summary.
 */
export async function bareReport(client: RawClient, studyId: number) {
  const [people, cells, levels, keyTerms] = await Promise.all([
    client.query(`with p as (${REPORT_PEOPLE}) select * from p where role = 'Player' and finished order by coefficient desc nulls last, "fullName"`, [
      studyId,
    ]),
    client.query(REPORT_CELLS, [studyId]),
    client.query(
      `with p as (${REPORT_PEOPLE}) select "needLevel", "ageGroup", count(*)::int as count from p where role = 'Player' and finished group by 1, 2`,
      [studyId],
    ),
    client.query(REPORT_KEY_TERMS, [studyId]),
  ]);
  return { candidates: people.rows, cells: cells.rows, needLevels: levels.rows, keyTerms: keyTerms.rows };
}

export async function buildBaselineServer(client: RawClient) {
  const app = Fastify({ logger: false });

  app.get<{ Params: { evaluationId: string } }>('/bare/next/:evaluationId', async (request) => {
    const { rows } = await client.query(NEXT_SQL, [Number(request.params.evaluationId)]);
    return rows[0] ?? null;
  });

  app.post<{ Params: { evaluationId: string; entryId: string }; Body: { selectedAnswer: number | null } }>(
    '/bare/answer/:evaluationId/:entryId',
    async (request) => {
      const evaluationId = Number(request.params.evaluationId);
      await client.query(UPSERT_SQL, [evaluationId, Number(request.params.entryId), request.body?.selectedAnswer ?? null]);
      const { rows } = await client.query<{ answered: number }>(PROGRESS_SQL, [evaluationId]);
      return rows[0];
    },
  );

  app.get<{ Params: { studyId: string } }>('/bare/report/:studyId', async (request) => bareReport(client, Number(request.params.studyId)));

  return app;
}
