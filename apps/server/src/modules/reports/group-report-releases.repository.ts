import type { Language } from '@club-pulse/contracts/constants';
import type { SquadRole } from '@club-pulse/contracts/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberPersonAs } from '../auth/index.ts';
import { answerFactsAs, coefficientSql, evaluationFactsAs } from '../evaluations/index.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { jsonArray, preparedRows } from '../../db/rows.ts';
import { reportReleaseEvaluations, reportReleases } from './tables.ts';
import { columnNames, localizedText, tableAs } from '../../db/sql.ts';
import { type GroupReportReader, mayReadGroupReportSql as mayRead } from '../policies/index.ts';
import { keyTermFactsAs, questionFactsAs, quizFactsAs } from '../quizzes/index.ts';
import { studyFactsAs } from '../studies/index.ts';
import { ageGroupSql, itemNeedSql, REPORT_PARAMS, readerParam, reportStatement, reportValues } from './group-report.repository.ts';

/** A cell's name parts (see `keyTermCell` below). */
export const COACHES_COEFFICIENT_CELL = 'coaches:coefficient';
const PLAYER_AGE_CELL_PREFIX = 'players:age:';
/** The age-group cell of players whose birth date is unknown. */
export const UNKNOWN_AGE = 'unknown';
const R = reportReleases;
const RE = reportReleaseEvaluations;

/**
 * The group report's released aggregates (docs/decisions/0004, tables of migration 0003). A cell is one
 * aggregate a coach sees: `players:kt:<id>` (the players' scores of a key term), `coaches:kt:<id>` (how many
 * coaches answered it: only the count is shown), `players:age:<age group|unknown>` and `coaches:coefficient`
 * (coefficients). A cell takes in the finished evaluations it has not seen yet only when at least `step` of
 * them have a value for it; their count, sum, minimum and maximum are then combined into the stored figures,
 * never recomputed. All in SQL, with a fixed number of statements whatever the number of people.
 */

/** First key of the two-key advisory lock of a study's releases ("GR"): the second is the study id. */
const RELEASE_LOCK_SPACE = 0x4752;

/**
 * What the raw SQL below reads, under the short names it uses (the CTEs keep their own names): the module's own
 * table, and the owners' rows (docs/decisions/0009), sub-selects that PostgreSQL flattens as it would join the tables.
 */
const st = studyFactsAs('s');
const q = quizFactsAs('q');
const e = evaluationFactsAs('e');
const m = memberPersonAs('m');
const kt = keyTermFactsAs('kt');
const r = tableAs(reportReleaseEvaluations, 'r');
const a = answerFactsAs('a');
const qs = questionFactsAs('qs');

/**
 * CTEs ending in `fresh (cell, evaluation_id, value)`: for every cell, the finished evaluations that no release
 * of the cell has taken in yet, with their value for it (null: no value, e.g. every item of the key term
 * answered "not relevant"). Key-term scores are computed only for those evaluations, so once everything is
 * released a read scans no answers. Empty for a viewer who may not read the report (`mayRead`).
 */
const freshContributions = (studyId: number | SQL, viewer: GroupReportReader | { memberId: SQL }) => sql`
  study as (
    select ${st.id} as id, ${st.quizId} as quiz_id, ${st.startDate} as start_date, ${q.hasKeyTermSummary} as kpis
    from ${st} join ${q} on ${q.id} = ${st.quizId}
    where ${st.id} = ${studyId} and ${mayRead(studyId, viewer)}),
  finished as (
    select ${e.id} as id, ${e.squadRole} as role, ${e.coefficient} as coefficient_x10, ${ageGroupSql} as age_group
    from ${e} join ${m} on ${m.id} = ${e.memberId} join ${st} on ${st.id} = ${e.studyId}
    -- Without a coefficient (every question "not relevant") an evaluation has no result: it contributes to nothing.
    -- The study's id as a value, not only through the study CTE, so that the planner estimates its evaluations
    -- from the statistics: through the CTE it guessed a quarter of the table, and joined every member by a
    -- sequential scan (3.5 of 8 ms at 100 players among 12,000 members; docs/performance.md).
    where ${e.studyId} = ${studyId} and exists (select 1 from study) and ${e.state} = 'finished' and ${e.coefficient} is not null),
  cell_of as (
    select f.id as evaluation_id, ${kt.id} as key_term_id,
      case when f.role = 'Coach' then 'coaches:kt:' else 'players:kt:' end || ${kt.id} as cell
    from finished f join study on study.kpis join ${kt} on ${kt.quizId} = study.quiz_id
    union all
    select f.id, null, case when f.role = 'Coach' then ${COACHES_COEFFICIENT_CELL} else ${PLAYER_AGE_CELL_PREFIX} || coalesce(f.age_group, ${UNKNOWN_AGE}) end
    from finished f),
  unseen as (
    select c.* from cell_of c
    where not exists (select 1 from ${r.from}
                      where ${r.t.studyId} = ${studyId} and ${r.t.cell} = c.cell and ${r.t.evaluationId} = c.evaluation_id)),
  scores as (
    select ${a.evaluationId} as evaluation_id, ${qs.keyTermId} as key_term_id, avg(${itemNeedSql(a.value, qs.reversed)}) as score
    from ${a} join ${qs} on ${qs.id} = ${a.questionId}
    where ${a.value} is not null and ${a.evaluationId} in (select evaluation_id from unseen where key_term_id is not null)
    group by ${a.evaluationId}, ${qs.keyTermId}),
  fresh as (
    select u.cell, u.evaluation_id,
      case when u.key_term_id is null then ${coefficientSql(sql`f.coefficient_x10`)} else sc.score end as value
    from unseen u join finished f on f.id = u.evaluation_id
    left join scores sc on sc.evaluation_id = u.evaluation_id and sc.key_term_id = u.key_term_id)`;

/** A cell's released figures (rounded to one decimal) and what waits to be taken in. */
export interface ReleasedCellRow {
  cell: string;
  /** People in the released figures (0: never released). */
  contributors: typeof reportReleases.$inferSelect.contributors;
  avg: number | null;
  min: number | null;
  max: number | null;
  /** Finished evaluations the releases took in, with or without a value. */
  seen: typeof reportReleases.$inferSelect.seen;
  releasedAt: string | null;
  /** Finished evaluations not taken in yet (with or without a value): only grows by finishing. */
  waiting: number;
  /** Whether at least `step` of those have a value: the next read under the lock releases them. */
  releasable: boolean;
}

export interface KeyTermRow {
  id: number;
  keyTerm: string;
  name: string;
}

/**
 * The key terms of the study's quiz and every cell's released figures (rounded to one decimal) with how many
 * finished evaluations wait and whether they may be released now. Reads only: the caller releases under the
 * study's lock (`releaseFreshContributions`) when a cell is releasable, then reads again.
 */
export async function readReleasedFigures(db: Db, studyId: number, lang: Language, step: number, viewer: GroupReportReader) {
  const rr = tableAs(reportReleases, 'rr');
  const { studyId: studyParam, lang: langParam, step: stepParam } = REPORT_PARAMS;
  const [row] = await preparedRows<{ keyTerms: KeyTermRow[] | string | null; cells: ReleasedCellRow[] | string | null }>(
    db,
    reportStatement('released', viewer),
    () => sql`with ${freshContributions(studyParam, readerParam(viewer))},
        released as (
          select ${rr.t.cell} as cell, ${rr.t.contributors} as contributors, ${rr.t.total} as total, ${rr.t.minValue} as min_value,
            ${rr.t.maxValue} as max_value, ${rr.t.seen} as seen, ${rr.t.releasedAt} as released_at
          from ${rr.from} join study on study.id = ${rr.t.studyId}),
        pending as (
          select cell, count(*)::int as waiting, count(value)::int as with_value from fresh group by cell)
        select
          (select coalesce(json_agg(json_build_object('id', ${kt.id}, 'keyTerm', ${kt.code}, 'name', ${localizedText(kt.name, langParam)})
              order by ${kt.position}, ${kt.id}), '[]'::json)
            from ${kt} join study on ${kt.quizId} = study.quiz_id) as "keyTerms",
          (select coalesce(json_agg(json_build_object(
              'cell', coalesce(r.cell, p.cell),
              'contributors', coalesce(r.contributors, 0),
              'avg', round(r.total / r.contributors, 1)::float8,
              'min', round(r.min_value, 1)::float8,
              'max', round(r.max_value, 1)::float8,
              'seen', coalesce(r.seen, 0),
              'releasedAt', r.released_at,
              'waiting', coalesce(p.waiting, 0),
              'releasable', coalesce(p.with_value, 0) >= ${stepParam})), '[]'::json)
            from released r full join pending p on p.cell = r.cell) as cells`,
    reportValues(studyId, viewer, { lang, step }),
  );
  return { keyTerms: jsonArray(row?.keyTerms), cells: jsonArray(row?.cells) };
}

/**
 * Releases, in one transaction under the study's lock, every cell whose not-yet-seen finished evaluations
 * include at least `step` with a value: their count, sum, minimum and maximum are combined into the cell's
 * figures, and all of them (with a value or not) are marked as taken in. The lock
 * (`pg_advisory_xact_lock`, the same on PGlite and PostgreSQL) makes two simultaneous reads release once:
 * the second one's statement starts after the first committed and finds nothing new. Then reads the figures
 * in the same transaction. A viewer who may not read the report releases nothing (`mayRead` in `study`).
 */
export async function releaseFreshContributions(db: Db, studyId: number, lang: Language, step: number, viewer: GroupReportReader) {
  try {
    return await releaseOnce(db, studyId, lang, step, viewer);
  } catch (err) {
    // A member deleted (evaluation gone) between the statement's snapshot and its foreign-key check: the
    // release is rolled back whole, and tried again without them.
    if (!isForeignKeyViolation(err)) throw err;
    return releaseOnce(db, studyId, lang, step, viewer);
  }
}

function releaseOnce(db: Db, studyId: number, lang: Language, step: number, viewer: GroupReportReader) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RELEASE_LOCK_SPACE}, ${studyId})`);
    await tx.execute(
      sql`with ${freshContributions(studyId, viewer)},
          batch as (
            select cell, count(value)::int as contributors, sum(value) as total, min(value) as min_value,
              max(value) as max_value, count(*)::int as seen
            from fresh group by cell having count(value) >= ${step}),
          released as (
            insert into ${reportReleases} (${columnNames(R.studyId, R.cell, R.contributors, R.total, R.minValue, R.maxValue, R.seen, R.releases, R.releasedAt)})
            select ${studyId}, cell, contributors, total, min_value, max_value, seen, 1, now() from batch
            on conflict (${columnNames(R.studyId, R.cell)}) do update set
              ${columnNames(R.contributors)} = ${R.contributors} + excluded.${columnNames(R.contributors)},
              ${columnNames(R.total)} = ${R.total} + excluded.${columnNames(R.total)},
              ${columnNames(R.minValue)} = least(${R.minValue}, excluded.${columnNames(R.minValue)}),
              ${columnNames(R.maxValue)} = greatest(${R.maxValue}, excluded.${columnNames(R.maxValue)}),
              ${columnNames(R.seen)} = ${R.seen} + excluded.${columnNames(R.seen)},
              ${columnNames(R.releases)} = ${R.releases} + 1,
              ${columnNames(R.releasedAt)} = excluded.${columnNames(R.releasedAt)}
            returning ${columnNames(R.cell)}),
          taken_in as (
            insert into ${reportReleaseEvaluations} (${columnNames(RE.studyId, RE.cell, RE.evaluationId)})
            select ${studyId}, f.cell, f.evaluation_id from fresh f join batch b on b.cell = f.cell
            returning ${columnNames(RE.evaluationId)})
          select (select count(*) from released)::int as cells, (select count(*) from taken_in)::int as evaluations`,
    );
    return readReleasedFigures(tx, studyId, lang, step, viewer);
  });
}

/** The cells' names, as the SQL above builds them. */
export const keyTermCell = (role: SquadRole, keyTermId: number) => `${role === 'Coach' ? 'coaches' : 'players'}:kt:${keyTermId}`;
export const playerAgeCell = (group: string) => `${PLAYER_AGE_CELL_PREFIX}${group}`;
export const ageGroupOfCell = (cell: string) => (cell.startsWith(PLAYER_AGE_CELL_PREFIX) ? cell.slice(PLAYER_AGE_CELL_PREFIX.length) : null);
