import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs, evaluations, studies, studyGroups } from '../../db/schema/index.ts';
import { studyPlace } from '../studies/index.ts';

/** Every query of the trends. */

/** The study group with its club's name, or undefined. */
export async function findStudyGroup(db: Db, studyGroupId: number) {
  const [group] = await db
    .select({ id: studyGroups.id, name: studyGroups.name, club: clubs.name })
    .from(studyGroups)
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
    .where(eq(studyGroups.id, studyGroupId));
  return group;
}

/** The group's newest `max` studies, oldest first (by start date, then id). */
export async function listGroupStudyIds(db: Db, studyGroupId: number, max: number): Promise<number[]> {
  const rows = await db
    .select({ id: studies.id })
    .from(studies)
    .where(eq(studies.studyGroupId, studyGroupId))
    .orderBy(desc(studies.startDate), desc(studies.id))
    .limit(max);
  return rows.map((r) => r.id).reverse();
}

/** The member's own finished evaluations with their stored coefficient, oldest first. */
export async function listOwnFinished(db: Db, memberId: number) {
  return db
    .select({
      evaluationId: evaluations.id,
      study: studyPlace.study,
      club: studyPlace.club,
      team: studyPlace.team,
      finishedAt: evaluations.finishedAt,
      coefficient: evaluations.coefficient,
    })
    .from(evaluations)
    .innerJoin(studyPlace, eq(studyPlace.studyId, evaluations.studyId))
    .where(and(eq(evaluations.memberId, memberId), eq(evaluations.state, 'finished'), isNotNull(evaluations.finishedAt)))
    .orderBy(asc(evaluations.finishedAt), asc(evaluations.id));
}
