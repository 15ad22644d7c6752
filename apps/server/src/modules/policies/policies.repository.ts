import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { clubs, evaluations, followUpCases, squadMembers, studies, studyGroups } from '../../db/schema/index.ts';
import { qualified, tableAs } from '../../db/sql.ts';

/** A value of the condition: a column of the query around it, or a parameter. */
type Operand = number | SQL | AnyPgColumn;

const coaching = tableAs(squadMembers, 'coaching');

/**
 * "`member` is an active coach of `club`": a squad membership of the club with the role Coach that was not
 * removed. The one place this condition is written; every question of club coaching asks it (the
 * policies below, the group report's access, the coach's lists, the club's coaches, a manager's validation).
 */
export function activeCoachOfClub({ member, club }: { member: Operand; club: Operand }): SQL {
  return qualified(sql`exists (select 1 from ${coaching.from}
    where ${coaching.t.memberId} = ${member} and ${coaching.t.clubId} = ${club}
      and ${coaching.t.squadRole} = 'Coach' and ${coaching.t.removedAt} is null)`);
}

/** Whether the member coaches at least one club. */
export async function coachesAnyClub(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(activeCoachOfClub({ member: memberId, club: clubs.id }))
    .limit(1);
  return row !== undefined;
}

/** Whether a study exists, and whether the member coaches its club. */
export async function studyCoaching(db: Db, studyId: number, memberId: number) {
  const [row] = await db
    .select({ coaches: activeCoachOfClub({ member: memberId, club: studyGroups.clubId }).mapWith(Boolean) })
    .from(studies)
    .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
    .where(eq(studies.id, studyId));
  return row;
}

/** Whether a follow-up case exists, and whether the member coaches its club. */
export async function caseCoaching(db: Db, caseId: number, memberId: number) {
  const [row] = await db
    .select({ coaches: activeCoachOfClub({ member: memberId, club: studyGroups.clubId }).mapWith(Boolean) })
    .from(followUpCases)
    .innerJoin(evaluations, eq(evaluations.id, followUpCases.evaluationId))
    .innerJoin(studies, eq(studies.id, evaluations.studyId))
    .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
    .where(eq(followUpCases.id, caseId));
  return row;
}

/** Whether a club exists, and whether the member coaches it. */
export async function clubCoaching(db: Db, clubId: number, memberId: number) {
  const [row] = await db
    .select({ coaches: activeCoachOfClub({ member: memberId, club: clubs.id }).mapWith(Boolean) })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row;
}

/** Whether a study group exists, and whether the member coaches its club. */
export async function studyGroupCoaching(db: Db, studyGroupId: number, memberId: number) {
  const [row] = await db
    .select({ coaches: activeCoachOfClub({ member: memberId, club: studyGroups.clubId }).mapWith(Boolean) })
    .from(studyGroups)
    .where(eq(studyGroups.id, studyGroupId));
  return row;
}

/** Whether the evaluation exists and belongs to the member. */
export async function ownsEvaluation(db: Db, evaluationId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(and(eq(evaluations.id, evaluationId), eq(evaluations.memberId, memberId)));
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
  const s = tableAs(studies, 'report_study');
  const g = tableAs(studyGroups, 'report_group');
  return qualified(sql`exists (select 1 from ${s.from} join ${g.from} on ${g.t.id} = ${s.t.studyGroupId}
    where ${s.t.id} = ${studyId} and ${activeCoachOfClub({ member: reader.memberId, club: g.t.clubId })})`);
}

/** Who reads a group report: the admin (admin route), or a member who must coach the study's club. */
export type GroupReportReader = 'admin' | { memberId: number };
