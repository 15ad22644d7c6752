import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/sql.ts';
import { caseOfEvaluation } from '../cases/facts.ts';
import { clubPlace } from '../clubs/facts.ts';
import { evaluationFacts } from '../evaluations/facts.ts';
import { squadMembershipAs } from '../members/facts.ts';
import { studyFacts, studyFactsAs } from '../studies/facts.ts';
import { studyGroupPlace, studyGroupPlaceAs } from '../study-groups/facts.ts';

/**
 * The policies' questions, asked of the owners' facts (docs/decisions/0009): the policies sit below every module that
 * asks them, so they join the owners' `facts.ts` sub-selects, which depend on nothing but their own tables.
 */

/** A value of the condition: a column of the query around it, or a parameter. */
type Operand = number | SQL | AnyPgColumn;

const coaching = squadMembershipAs('coaching');

/**
 * "`member` is an active coach of `club`": a squad membership of the club with the role Coach that was not
 * removed. The one place this condition is written; every question of club coaching asks it (the
 * policies below, the group report's access, the coach's lists, the club's coaches, a manager's validation).
 */
export function activeCoachOfClub({ member, club }: { member: Operand; club: Operand }): SQL {
  return qualified(sql`exists (select 1 from ${coaching}
    where ${coaching.memberId} = ${member} and ${coaching.clubId} = ${club}
      and ${coaching.squadRole} = 'Coach' and ${coaching.removedAt} is null)`);
}

/** Whether the member coaches at least one club. */
export async function coachesAnyClub(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clubPlace.id })
    .from(clubPlace)
    .where(activeCoachOfClub({ member: memberId, club: clubPlace.id }))
    .limit(1);
  return row !== undefined;
}

/** Whether a study exists, and whether the member coaches its club. */
export async function studyCoaching(db: Db, studyId: number, memberId: number) {
  const [row] = await db
    .select({ coaches: activeCoachOfClub({ member: memberId, club: studyGroupPlace.clubId }).mapWith(Boolean) })
    .from(studyFacts)
    .innerJoin(studyGroupPlace, eq(studyGroupPlace.id, studyFacts.studyGroupId))
    .where(eq(studyFacts.id, studyId));
  return row;
}

/** Whether a follow-up case exists, and whether the member coaches its club. */
export async function caseCoaching(db: Db, caseId: number, memberId: number) {
  const [row] = await db
    .select({ coaches: activeCoachOfClub({ member: memberId, club: studyGroupPlace.clubId }).mapWith(Boolean) })
    .from(caseOfEvaluation)
    .innerJoin(evaluationFacts, eq(evaluationFacts.id, caseOfEvaluation.evaluationId))
    .innerJoin(studyFacts, eq(studyFacts.id, evaluationFacts.studyId))
    .innerJoin(studyGroupPlace, eq(studyGroupPlace.id, studyFacts.studyGroupId))
    .where(eq(caseOfEvaluation.id, caseId));
  return row;
}

/** Whether a club exists, and whether the member coaches it. */
export async function clubCoaching(db: Db, clubId: number, memberId: number) {
  const [row] = await db
    .select({ coaches: activeCoachOfClub({ member: memberId, club: clubPlace.id }).mapWith(Boolean) })
    .from(clubPlace)
    .where(eq(clubPlace.id, clubId));
  return row;
}

/** Whether a study group exists, and whether the member coaches its club. */
export async function studyGroupCoaching(db: Db, studyGroupId: number, memberId: number) {
  const [row] = await db
    .select({ coaches: activeCoachOfClub({ member: memberId, club: studyGroupPlace.clubId }).mapWith(Boolean) })
    .from(studyGroupPlace)
    .where(eq(studyGroupPlace.id, studyGroupId));
  return row;
}

/** Whether the evaluation exists and belongs to the member. */
export async function ownsEvaluation(db: Db, evaluationId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: evaluationFacts.id })
    .from(evaluationFacts)
    .where(and(eq(evaluationFacts.id, evaluationId), eq(evaluationFacts.memberId, memberId)));
  return row !== undefined;
}

/**
 * Who may read a study's group report, as a condition for the report's own queries: everybody on the admin
 * route (its caller is an admin, checked by role), otherwise a member who coaches the study's club. It does
 * not depend on the rows of the query around it, so PostgreSQL evaluates it once, before scanning anything:
 * for anybody else the report's queries compute nothing.
 */
export function mayReadGroupReportSql(studyId: number | SQL, reader: GroupReportReader | { memberId: SQL }): SQL {
  if (reader === 'admin') return sql`true`;
  const s = studyFactsAs('report_study');
  const g = studyGroupPlaceAs('report_group');
  return qualified(sql`exists (select 1 from ${s} join ${g} on ${g.id} = ${s.studyGroupId}
    where ${s.id} = ${studyId} and ${activeCoachOfClub({ member: reader.memberId, club: g.clubId })})`);
}

/** Who reads a group report: the admin (admin route), or a member who must coach the study's club. */
export type GroupReportReader = 'admin' | { memberId: number };
