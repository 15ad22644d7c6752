import { AGE_GROUP_BANDS, NEED_LEVEL_BANDS } from '@club-pulse/contracts/bands';
import { ANSWER_LEVELS } from '@club-pulse/contracts/constants';
import type { GroupReport } from '@club-pulse/contracts/reports';
import { itemNeed } from '@club-pulse/contracts/scoring';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { SquadRole } from '@club-pulse/contracts/enums';
import { memberPersonAs } from '../auth/index.ts';
import { COEFFICIENT_STORAGE_FACTOR, coefficientSql, evaluationFactsAs } from '../evaluations/index.ts';
import { jsonArray, preparedOnce, preparedRows } from '../../db/rows.ts';
import { bandCase, fullName, numberLiteral } from '../../db/sql.ts';
import { quizFactsAs } from '../quizzes/index.ts';
import { studyFacts, studyFactsAs, studyPlace } from '../studies/index.ts';
import { type GroupReportReader, mayReadGroupReportSql as mayRead } from '../policies/index.ts';
import { answerRetentionSettingSql } from '../setup/index.ts';

/**
 * The group report's queries: every figure is aggregated in the database, and the number of queries does
 * not grow with the number of people (no query per player). Coefficients are stored ×10 at finish
 * (evaluations.coefficient_x10). The figures about people here are live; the averages and the key-term
 * summary are released in steps (group-report-releases.repository.ts).
 */

/** The owners' rows that the report's raw SQL reads, under the short names it uses (docs/decisions/0009). */
const e = evaluationFactsAs('e');
const m = memberPersonAs('m');
const s = studyFactsAs('s');
const reportQuiz = quizFactsAs('report_quiz');

/**
 * Age in whole years on the study's start date (a birthday counts on its day, as `ageOn` of the contracts;
 * a test compares both on birthdays, the day before, and 29 February).
 */
export const ageInYearsSql = sql`date_part('year', age(${s.startDate}::timestamp, ${m.birthDate}::timestamp))`;

/**
 * The age group at the study's start date (docs/design.md#scoring), built from the contracts'
 * AGE_GROUP_BANDS. Over `s` (the study) and `m` (the member).
 */
export const ageGroupSql = bandCase(AGE_GROUP_BANDS, ageInYearsSql);

/** The need level of the stored coefficient ×10, built from the contracts' NEED_LEVEL_BANDS. */
const needLevelSql = bandCase(NEED_LEVEL_BANDS, e.coefficient, COEFFICIENT_STORAGE_FACTOR);

/**
 * The need (0 to 100) of one answer, as `itemNeed` of the contracts gives it for every answer level, normal
 * and reversed: the SQL is built from the function, not written again.
 */
export function itemNeedSql(value: AnyPgColumn | SQL, reversed: AnyPgColumn | SQL): SQL {
  const needs = (isReversed: boolean) =>
    sql.join(
      ANSWER_LEVELS.map((level) => sql`when ${numberLiteral(level)} then ${numberLiteral(itemNeed(level, isReversed))}`),
      sql` `,
    );
  return sql`(case when ${reversed} then (case ${value} ${needs(true)} end) else (case ${value} ${needs(false)} end) end)`;
}

/**
 * Everyone invited to the study (evaluations not cancelled) with role, whether they have a result, coefficient and
 * age group. A result is a finished evaluation with a coefficient: someone who answered every question "not
 * relevant" has none, and is counted and shown as someone who has not answered (no named row with an empty score).
 */
const people = (studyId: number | SQL, viewer: GroupReportReader | { memberId: SQL }) => sql`people as (
  select ${e.id} as id, ${e.squadRole} as role, (${e.state} = 'finished' and ${e.coefficient} is not null) as has_result,
    ${e.coefficient} as coefficient,
    ${needLevelSql} as need_level, ${ageGroupSql} as age_group, ${fullName(m)} as full_name, ${m.email} as email
  from ${e}
  join ${m} on ${m.id} = ${e.memberId}
  join ${s} on ${s.id} = ${e.studyId}
  where ${e.studyId} = ${studyId} and ${e.state} <> 'cancelled' and ${mayRead(studyId, viewer)})`;

/**
 * The name of one of the report's statements for a viewer: the report's reads run as named statements, so that
 * PostgreSQL parses and plans each once per connection instead of on every report (planning was as long as running
 * them, `EXPLAIN ANALYZE` on the benchmark's study of 100 players). The text differs between the admin and a coach
 * (the access condition), and is otherwise the same on every call: the study, the member and the language go in
 * as parameters.
 */
export const reportStatement = (name: string, viewer: GroupReportReader) => `group_report_${name}_${viewer === 'admin' ? 'admin' : 'coach'}`;

/**
 * The parameters of the report's statements, which are built once per database object and kept (`preparedRows`):
 * building their SQL text on every report cost about 0.9 ms of the server's CPU per report (a profile of the
 * benchmark). `reportValues` gives their values for one report.
 */
export const REPORT_PARAMS = {
  studyId: sql`${sql.placeholder('studyId')}`,
  memberId: sql`${sql.placeholder('memberId')}`,
  lang: sql`${sql.placeholder('lang')}`,
  step: sql`${sql.placeholder('step')}`,
};

/** The reader of a statement built once: the admin, or the member of the `memberId` parameter. */
export const readerParam = (viewer: GroupReportReader) => (viewer === 'admin' ? 'admin' : { memberId: REPORT_PARAMS.memberId });

/** The values of REPORT_PARAMS for one report (a coach's member id only in a coach's statements). */
export const reportValues = (studyId: number, viewer: GroupReportReader, more: { lang?: string; step?: number } = {}) => ({
  studyId,
  ...(viewer === 'admin' ? {} : { memberId: viewer.memberId }),
  ...more,
});

/** The study of a report, with whether the viewer may read it (always true for the admin). */
export async function findReportStudy(db: Db, studyId: number, viewer: GroupReportReader) {
  const name = reportStatement('study', viewer);
  const statement = preparedOnce(db, name, () => reportStudyQuery(db, viewer).prepare(name));
  const [row] = await statement.execute(reportValues(studyId, viewer));
  return row;
}

function reportStudyQuery(db: Db, viewer: GroupReportReader) {
  const { studyId } = REPORT_PARAMS;
  return db
    .select({
      id: studyFacts.id,
      description: studyFacts.description,
      state: studyFacts.state,
      quiz: reportQuiz.name,
      quizId: reportQuiz.id,
      hasKeyTermSummary: reportQuiz.hasKeyTermSummary,
      club: studyPlace.club,
      team: studyPlace.team,
      startDate: studyFacts.startDate,
      dueDate: studyFacts.dueDate,
      answersDeletedAt: studyFacts.answersDeletedAt,
      // The installation's retention period of answers, read with the study (one query fewer per report).
      answerRetentionSetting: answerRetentionSettingSql,
      mayRead: mayRead(studyId, readerParam(viewer)).mapWith(Boolean),
    })
    .from(studyFacts)
    .innerJoin(reportQuiz, eq(reportQuiz.id, studyFacts.quizId))
    .innerJoin(studyPlace, eq(studyPlace.studyId, studyFacts.id))
    .where(eq(studyFacts.id, studyId));
}

export type CandidateRow = GroupReport['candidates'][number];
export type CellRow = { role: SquadRole; ageGroup: CandidateRow['ageGroup']; invited: number; answered: number };
export type NeedLevelCountRow = { needLevel: NonNullable<CandidateRow['needLevel']>; ageGroup: CandidateRow['ageGroup']; count: number };

/**
 * The figures about people, in one query over the invited people (computed once):
 * - candidates: players with a result, highest need first: full name (and the email only when another of them has
 *   the same name, contracts' names.ts), need level, coefficient and age group only;
 * - cells: invited and answered per role and age group (coaches as one cell), counts a coach can tell from
 *   the candidates and the members list anyway (their averages are released in steps, not computed here);
 * - levelCounts: players with a result per need level and age group (null age group: birth date unknown).
 */
export async function listPeopleFigures(db: Db, studyId: number, viewer: GroupReportReader) {
  type Json<T> = T[] | string | null;
  const [row] = await preparedRows<{ candidates: Json<CandidateRow>; cells: Json<CellRow>; levelCounts: Json<NeedLevelCountRow> }>(
    db,
    reportStatement('people', viewer),
    () => sql`with ${people(REPORT_PARAMS.studyId, readerParam(viewer))}
        select
          (select coalesce(json_agg(json_build_object(
              'fullName', full_name, 'email', case when namesakes > 1 then email end, 'needLevel', need_level,
              'coefficient', ${coefficientSql(sql`coefficient`)}::float8, 'ageGroup', age_group)
              order by coefficient desc nulls last, full_name, id), '[]'::json)
            from (select *, count(*) over (partition by lower(full_name)) as namesakes
                  from people where role = 'Player' and has_result) listed) as candidates,
          (select coalesce(json_agg(json_build_object(
              'role', role, 'ageGroup', age_group, 'invited', invited, 'answered', answered)), '[]'::json)
            from (select role, case when role = 'Coach' then null else age_group end as age_group,
                    count(*)::int as invited,
                    count(*) filter (where has_result)::int as answered
                  from people group by 1, 2) cell) as cells,
          (select coalesce(json_agg(json_build_object('needLevel', need_level, 'ageGroup', age_group, 'count', n)), '[]'::json)
            from (select need_level, age_group, count(*)::int as n
                  from people where role = 'Player' and has_result
                  group by 1, 2) level) as "levelCounts"`,
    reportValues(studyId, viewer),
  );
  return {
    candidates: jsonArray(row?.candidates),
    cells: jsonArray(row?.cells),
    levelCounts: jsonArray(row?.levelCounts),
  };
}
