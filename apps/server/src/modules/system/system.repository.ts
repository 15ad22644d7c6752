import { RUNNING_STUDY_STATES } from '@club-pulse/contracts/study-rules';
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { accounts, clubs, members, quizFamilies, quizzes, studies, studyGroups } from '../../db/schema/index.ts';
import { qualified } from '../../db/sql.ts';

const count = (table: PgTable, where?: SQL) =>
  qualified(sql<number>`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})`).mapWith(Number);

/**
 * The counts of the admin home, in one query. A running study is open or in progress and not past its due
 * date on `on` (the contracts' study rules).
 */
export async function platformCounts(db: Db, on: string) {
  const [row] = await db
    .select({
      accounts: count(accounts),
      clubs: count(clubs),
      activeClubs: count(clubs, eq(clubs.active, true)),
      studyGroups: count(studyGroups),
      studies: count(studies),
      runningStudies: count(studies, and(inArray(studies.state, RUNNING_STUDY_STATES), gte(studies.dueDate, on))),
      members: count(members),
      disabledMembers: count(members, eq(members.enabled, false)),
      // A quiz is a family of versions (docs/decisions/0007): counted once, enabled when its published versions are.
      quizzes: count(quizFamilies),
      enabledQuizzes: qualified(
        sql<number>`(select count(distinct ${quizzes.familyId}) from ${quizzes} where ${quizzes.enabled} and ${quizzes.status} = 'published')`,
      ).mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('the counts query answered no row');
  return row;
}
