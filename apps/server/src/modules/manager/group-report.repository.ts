import type { Language } from '@club-pulse/contracts/constants';
import type { AgeGroup, NeedLevel, StudyState } from '@club-pulse/contracts/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/**
 * The group report's queries: every figure is aggregated in the database, and the number of queries does
 * not grow with the number of people (no query per player). Coefficients are stored ×10 at finish
 * (evaluations.coefficient_x10); averages are rounded to one decimal here.
 */

/** The age group at the study's start date (DESIGN §4), the same bands as ageGroupOf of contracts/scoring. */
const ageGroupSql = sql`case
  when m.birth_date is null then null
  when date_part('year', age(s.start_date::timestamp, m.birth_date::timestamp)) < 14 then 'U14'
  when date_part('year', age(s.start_date::timestamp, m.birth_date::timestamp)) < 16 then 'U16'
  when date_part('year', age(s.start_date::timestamp, m.birth_date::timestamp)) < 18 then 'U18'
  when date_part('year', age(s.start_date::timestamp, m.birth_date::timestamp)) < 21 then 'U21'
  else 'Senior' end`;

/** needLevelOf of contracts/scoring on the stored coefficient ×10: minimal < 25 ≤ moderate < 50 ≤ high < 75 ≤ critical. */
const needLevelSql = sql`case
  when e.coefficient_x10 is null then null
  when e.coefficient_x10 < 250 then 'minimal'
  when e.coefficient_x10 < 500 then 'moderate'
  when e.coefficient_x10 < 750 then 'high'
  else 'critical' end`;

/**
 * Who may read a study's report, as a condition of the report's own queries: `true` for the admin route (its
 * caller is checked before), else "the member coaches the study's club" (the rule of requireCoachOfStudy). It
 * does not depend on the rows, so PostgreSQL evaluates it once before scanning anything: for anybody else
 * the queries compute nothing. The service still refuses such a caller (403/404) from findReportStudy's
 * answer; the condition makes running the report's queries at the same time as that check safe.
 */
export type ReportViewer = { memberId: number } | 'unchecked';
const mayRead = (studyId: number, viewer: ReportViewer) =>
  viewer === 'unchecked'
    ? sql`true`
    : sql`exists (select 1 from studies s0 join study_groups g0 on g0.id = s0.study_group_id
                  join squad_members sm on sm.club_id = g0.club_id
                  where s0.id = ${studyId} and sm.member_id = ${viewer.memberId} and sm.squad_role = 'Coach' and sm.removed_at is null)`;

/** Everyone invited to the study (evaluations not cancelled) with role, finished flag, coefficient and age group. */
const people = (studyId: number, viewer: ReportViewer) => sql`people as (
  select e.id, e.squad_role as role, (e.state = 'finished') as finished, e.coefficient_x10 as coefficient,
    ${needLevelSql} as need_level, ${ageGroupSql} as age_group, trim(m.name || ' ' || m.surname) as full_name
  from evaluations e
  join members m on m.id = e.member_id
  join studies s on s.id = e.study_id
  where e.study_id = ${studyId} and e.state <> 'cancelled' and ${mayRead(studyId, viewer)})`;

export interface ReportStudyRow {
  id: number;
  description: string;
  state: StudyState;
  quiz: string;
  quizId: number;
  hasKeyTermSummary: boolean;
  club: string;
  team: string;
  startDate: string;
  dueDate: string;
  /** Whether the viewer may read the report (always true when 'unchecked'). */
  mayRead: boolean;
}

export async function findReportStudy(db: Db, studyId: number, viewer: ReportViewer): Promise<ReportStudyRow | undefined> {
  const [row] = await rows<ReportStudyRow>(
    db,
    sql`select s.id, s.description, s.state, q.name as quiz, q.id as "quizId", q.has_key_term_summary as "hasKeyTermSummary",
          c.name as club, g.name as team, s.start_date::text as "startDate", s.due_date::text as "dueDate",
          ${mayRead(studyId, viewer)} as "mayRead"
        from studies s join quizzes q on q.id = s.quiz_id join study_groups g on g.id = s.study_group_id join clubs c on c.id = g.club_id
        where s.id = ${studyId}`,
  );
  return row;
}

export interface CandidateRow {
  fullName: string;
  needLevel: NeedLevel | null;
  coefficient: number | null;
  ageGroup: AgeGroup | null;
}

export interface CellRow {
  role: 'Coach' | 'Player';
  ageGroup: AgeGroup | null;
  invited: number;
  answered: number;
  avgCoefficient: number | null;
}

export interface NeedLevelCountRow {
  needLevel: NeedLevel;
  ageGroup: AgeGroup | null;
  count: number;
}

const jsonList = <T>(value: unknown): T[] => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];

/**
 * The figures about people, in one query over the invited people (computed once):
 * - candidates: players who finished, highest need first: full name, need level, coefficient and age group only;
 * - cells: invited and answered per role and age group (coaches as one cell). The average is left out (null)
 *   for a cell with fewer than `minCellSize` respondents, so that nobody's scores can be worked out by
 *   subtraction;
 * - levelCounts: finished players per need level and age group (null age group: birth date unknown).
 */
export async function listPeopleFigures(db: Db, studyId: number, minCellSize: number, viewer: ReportViewer) {
  const [row] = await rows<{ candidates: unknown; cells: unknown; levelCounts: unknown }>(
    db,
    sql`with ${people(studyId, viewer)}
        select
          (select coalesce(json_agg(json_build_object(
              'fullName', full_name, 'needLevel', need_level, 'coefficient', (coefficient / 10.0)::float8, 'ageGroup', age_group)
              order by coefficient desc nulls last, full_name, id), '[]'::json)
            from people where role = 'Player' and finished) as candidates,
          (select coalesce(json_agg(json_build_object(
              'role', role, 'ageGroup', age_group, 'invited', invited, 'answered', answered, 'avgCoefficient', avg_coefficient)), '[]'::json)
            from (select role, case when role = 'Coach' then null else age_group end as age_group,
                    count(*)::int as invited,
                    count(*) filter (where finished)::int as answered,
                    case when count(coefficient) filter (where finished) >= ${minCellSize}
                      then round(avg(coefficient) filter (where finished) / 10.0, 1)::float8 end as avg_coefficient
                  from people group by 1, 2) cell) as cells,
          (select coalesce(json_agg(json_build_object('needLevel', need_level, 'ageGroup', age_group, 'count', n)), '[]'::json)
            from (select need_level, age_group, count(*)::int as n
                  from people where role = 'Player' and finished and need_level is not null
                  group by 1, 2) level) as "levelCounts"`,
  );
  return {
    candidates: jsonList<CandidateRow>(row?.candidates),
    cells: jsonList<CellRow>(row?.cells),
    levelCounts: jsonList<NeedLevelCountRow>(row?.levelCounts),
  };
}

export interface KeyTermSummaryRow {
  keyTerm: string;
  name: string;
  players: number;
  coaches: number;
  avg: number | null;
  min: number | null;
  max: number | null;
}

/**
 * Per key term of the quiz: how many finished players and coaches have a score for it, and the average,
 * minimum and maximum of the finished players' key-term scores. A person's key-term score (the mean need of
 * their answered items of that key term) exists only inside this query: it never leaves the database.
 */
export function listKeyTermSummary(db: Db, studyId: number, lang: Language, viewer: ReportViewer) {
  return rows<KeyTermSummaryRow>(
    db,
    sql`with finished as (
          select e.id, e.squad_role as role from evaluations e
          where e.study_id = ${studyId} and e.state = 'finished' and ${mayRead(studyId, viewer)}
        ),
        person_scores as (
          select f.id, f.role, q.key_term_id,
            avg(case when q.reversed then (a.value - 1) / 4.0 * 100 else (5 - a.value) / 4.0 * 100 end) as score
          from finished f
          join answers a on a.evaluation_id = f.id
          join questions q on q.id = a.question_id
          where a.value is not null
          group by f.id, f.role, q.key_term_id
        )
        select kt.code as "keyTerm", coalesce(kt.name ->> ${lang}::text, kt.name ->> 'en') as name,
          count(ps.id) filter (where ps.role = 'Player')::int as players,
          count(ps.id) filter (where ps.role = 'Coach')::int as coaches,
          round(avg(ps.score) filter (where ps.role = 'Player'), 1)::float8 as avg,
          round(min(ps.score) filter (where ps.role = 'Player'), 1)::float8 as min,
          round(max(ps.score) filter (where ps.role = 'Player'), 1)::float8 as max
        from key_terms kt
        left join person_scores ps on ps.key_term_id = kt.id
        where kt.quiz_id = (select s.quiz_id from studies s where s.id = ${studyId})
        group by kt.id, kt.code, kt.name, kt.position
        order by kt.position, kt.id`,
  );
}
