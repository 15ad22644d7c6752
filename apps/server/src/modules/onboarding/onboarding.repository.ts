import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, clubs, evaluations, members, studies, studyGroups } from '../../db/schema/index.ts';
import { clubAcceptsNewWork } from '../clubs/index.ts';

/** Every query of registration through a study link and of onboarding. */

/** The study of a link, with its group and club and whether the club takes new members on `on`. */
export async function findStudyByToken(db: Db, studyToken: string, on: string) {
  const [row] = await db
    .select({
      id: studies.id,
      state: studies.state,
      startDate: studies.startDate,
      dueDate: studies.dueDate,
      studyGroupId: studies.studyGroupId,
      clubId: studyGroups.clubId,
      club: clubs.name,
      clubAcceptsNewMembers: clubAcceptsNewWork(on),
    })
    .from(studies)
    .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
    .innerJoin(accounts, eq(accounts.id, clubs.accountId))
    .where(eq(studies.token, studyToken.trim()));
  return row;
}

/**
 * What the landing of a study link shows (club, group, study, dates) and what decides its status. Nothing
 * else is read, so nothing else can leak into the public answer.
 */
export async function findInvitationByToken(db: Db, studyToken: string, on: string) {
  const [row] = await db
    .select({
      club: clubs.name,
      studyGroup: studyGroups.name,
      study: studies.description,
      startDate: studies.startDate,
      dueDate: studies.dueDate,
      state: studies.state,
      clubAcceptsNewMembers: clubAcceptsNewWork(on),
    })
    .from(studies)
    .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
    .innerJoin(accounts, eq(accounts.id, clubs.accountId))
    .where(eq(studies.token, studyToken));
  return row;
}

/** The member's evaluation of the study and its state, if any. */
export async function findEvaluation(db: Db, studyId: number, memberId: number) {
  const [row] = await db
    .select({ id: evaluations.id, state: evaluations.state })
    .from(evaluations)
    .where(and(eq(evaluations.studyId, studyId), eq(evaluations.memberId, memberId)));
  return row;
}

/** The member's evaluation of the study, if any. */
export async function findEvaluationId(db: Db, studyId: number, memberId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(and(eq(evaluations.studyId, studyId), eq(evaluations.memberId, memberId)));
  return row?.id;
}

/** The member's evaluation of the study as a Player; a concurrent onboarding that won the race keeps its own. */
export async function insertPlayerEvaluation(db: Db, studyId: number, memberId: number) {
  await db
    .insert(evaluations)
    .values({ studyId, memberId, squadRole: 'Player', state: 'open' })
    .onConflictDoNothing({ target: [evaluations.studyId, evaluations.memberId] });
}

export async function insertMember(db: Db, values: typeof members.$inferInsert) {
  const [row] = await db.insert(members).values(values).returning();
  if (!row) throw new Error('the member was not stored');
  return row;
}
