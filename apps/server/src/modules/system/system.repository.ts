import { QUIET_STUDIES_LISTED, QUIET_STUDY_DAYS, RENEWAL_SOON_DAYS } from '@club-pulse/contracts/constants';
import { RUNNING_STUDY_STATES } from '@club-pulse/contracts/study-rules';
import { and, asc, eq, gte, inArray, lt, lte, not, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { accounts, clubs, members, quizFamilies, quizzes, studies, studyGroups } from '../../db/schema/index.ts';
import { numberLiteral, qualified } from '../../db/sql.ts';
import { studyHasFinishedEvaluation } from '../evaluations/index.ts';

const count = (table: PgTable, where?: SQL) =>
  qualified(sql<number>`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})`).mapWith(Number);

/** `on` (YYYY-MM-DD) moved by a number of days of a rule, in SQL. */
const daysFrom = (on: string, days: number) => sql`(${on}::date + ${numberLiteral(days)})`;

/** Open or in progress and not past its due date on `on` (the contracts' study rules). */
const running = (on: string) => and(inArray(studies.state, RUNNING_STUDY_STATES), gte(studies.dueDate, on));

/** A running study that started QUIET_STUDY_DAYS or more before `on` and that nobody has finished answering. */
const quiet = (on: string) => and(running(on), lte(studies.startDate, daysFrom(on, -QUIET_STUDY_DAYS)), not(studyHasFinishedEvaluation(studies.id)));

/**
 * The counts of the admin home, in one query, and what needs the admin's attention (a second query names the
 * oldest quiet studies). Past renewal and renewing soon count active accounts only: an inactive one gets nothing
 * new whatever its date.
 */
export async function platformCounts(db: Db, on: string) {
  const [[row], quietStudies] = await Promise.all([
    db
      .select({
        accounts: count(accounts),
        clubs: count(clubs),
        activeClubs: count(clubs, eq(clubs.active, true)),
        studyGroups: count(studyGroups),
        studies: count(studies),
        runningStudies: count(studies, running(on)),
        members: count(members),
        disabledMembers: count(members, eq(members.enabled, false)),
        // A quiz is a family of versions (docs/decisions/0007): counted once, enabled when its published versions are.
        quizzes: count(quizFamilies),
        enabledQuizzes: qualified(
          sql<number>`(select count(distinct ${quizzes.familyId}) from ${quizzes} where ${quizzes.enabled} and ${quizzes.status} = 'published')`,
        ).mapWith(Number),
        accountsPastRenewal: count(accounts, and(eq(accounts.active, true), lt(accounts.renewalDate, on))),
        accountsRenewingSoon: count(
          accounts,
          and(eq(accounts.active, true), gte(accounts.renewalDate, on), lte(accounts.renewalDate, daysFrom(on, RENEWAL_SOON_DAYS))),
        ),
        quietStudiesTotal: count(studies, quiet(on)),
      })
      .from(sql`(select 1) as one`),
    db
      .select({
        id: studies.id,
        name: studies.description,
        clubId: clubs.id,
        clubName: clubs.name,
        studyGroupId: studyGroups.id,
        studyGroupName: studyGroups.name,
        startDate: studies.startDate,
        dueDate: studies.dueDate,
      })
      .from(studies)
      .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
      .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
      .where(quiet(on))
      .orderBy(asc(studies.startDate), asc(studies.id))
      .limit(QUIET_STUDIES_LISTED),
  ]);
  if (!row) throw new Error('the counts query answered no row');
  const { accountsPastRenewal, accountsRenewingSoon, quietStudiesTotal, ...counts } = row;
  return { ...counts, attention: { accountsPastRenewal, accountsRenewingSoon, quietStudies, quietStudiesTotal } };
}
