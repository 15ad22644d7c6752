import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluationFacts } from '../evaluations/index.ts';
import { linkedStudyPlace } from '../studies/index.ts';

/**
 * Every query of registration through a study link and of onboarding. The tables are their owners' (docs/decisions/0009):
 * the study, its team and club come from the studies module's `linkedStudyPlace`, the evaluations from the
 * evaluations module's `evaluationFacts` (the service asks the owners for the new member and its evaluation).
 */

/** The study of a link, with its group and club and whether the club takes new members on `on`. */
export async function findStudyByToken(db: Db, studyToken: string, on: string) {
  const study = linkedStudyPlace(on);
  const [row] = await db
    .select({
      id: study.studyId,
      state: study.state,
      startDate: study.startDate,
      dueDate: study.dueDate,
      studyGroupId: study.studyGroupId,
      clubId: study.clubId,
      club: study.club,
      clubAcceptsNewMembers: study.clubAcceptsNewWork,
    })
    .from(study)
    .where(eq(study.token, studyToken.trim()));
  return row;
}

/**
 * What the landing of a study link shows (club, group, study, dates) and what decides its status. Nothing
 * else is read, so nothing else can leak into the public answer.
 */
export async function findInvitationByToken(db: Db, studyToken: string, on: string) {
  const study = linkedStudyPlace(on);
  const [row] = await db
    .select({
      club: study.club,
      studyGroup: study.team,
      study: study.study,
      startDate: study.startDate,
      dueDate: study.dueDate,
      state: study.state,
      clubAcceptsNewMembers: study.clubAcceptsNewWork,
    })
    .from(study)
    .where(eq(study.token, studyToken));
  return row;
}

/** The member's evaluation of the study and its state, if any. */
export async function findEvaluation(db: Db, studyId: number, memberId: number) {
  const [row] = await db
    .select({ id: evaluationFacts.id, state: evaluationFacts.state })
    .from(evaluationFacts)
    .where(and(eq(evaluationFacts.studyId, studyId), eq(evaluationFacts.memberId, memberId)));
  return row;
}

/** The member's evaluation of the study, if any. */
export async function findEvaluationId(db: Db, studyId: number, memberId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: evaluationFacts.id })
    .from(evaluationFacts)
    .where(and(eq(evaluationFacts.studyId, studyId), eq(evaluationFacts.memberId, memberId)));
  return row?.id;
}
