import type { Language } from '@club-pulse/contracts/constants';
import type { SquadRole } from '@club-pulse/contracts/enums';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { deleteMemberRecord } from '../auth/index.ts';
import { clearClubManager } from '../clubs/index.ts';
import { answerFacts, evaluationFacts } from '../evaluations/index.ts';
import { questionsWithKeyTerms, quizName } from '../quizzes/index.ts';
import { studyPlaceWithQuiz } from '../studies/index.ts';

/**
 * Every query of a member's own data and of their erasure. The tables are their owners' (docs/decisions/0009); club
 * membership is the members module's, which is above this one (it erases a member through `deleteMember`), so app.ts
 * hands its functions over (`ClubMemberships`).
 */

/** Every club membership of the member, removed ones too, oldest first, with its club's and team's names. */
export type ClubMembershipsOf = (
  db: Db,
  memberId: number,
) => Promise<Array<{ club: string; team: string | null; squadRole: SquadRole; since: Date; removedAt: Date | null }>>;

/** Deletes every club membership of the member, in the caller's transaction. */
export type RemoveClubMemberships = (db: Db, memberId: number) => Promise<void>;

/** What this module asks of the members module: `clubMembershipsOf` and `removeClubMemberships`, handed over by app.ts. */
export interface ClubMemberships {
  of: ClubMembershipsOf;
  remove: RemoveClubMemberships;
}

export function evaluationsOf(db: Db, memberId: number) {
  return db
    .select({
      id: evaluationFacts.id,
      study: studyPlaceWithQuiz.study,
      club: studyPlaceWithQuiz.club,
      team: studyPlaceWithQuiz.team,
      quiz: quizName.name,
      squadRole: evaluationFacts.squadRole,
      state: evaluationFacts.state,
      startedAt: evaluationFacts.startedAt,
      finishedAt: evaluationFacts.finishedAt,
    })
    .from(evaluationFacts)
    .innerJoin(studyPlaceWithQuiz, eq(studyPlaceWithQuiz.studyId, evaluationFacts.studyId))
    .innerJoin(quizName, eq(quizName.id, studyPlaceWithQuiz.quizId))
    .where(eq(evaluationFacts.memberId, memberId))
    .orderBy(asc(evaluationFacts.id));
}

/** Every answer of every evaluation of the member, in quiz order: one query. */
export function answersOf(db: Db, memberId: number, lang: Language) {
  const question = questionsWithKeyTerms(lang);
  return db
    .select({
      evaluationId: answerFacts.evaluationId,
      position: question.position,
      question: question.question,
      keyTerm: question.keyTerm,
      keyTermName: question.keyTermName,
      reversed: question.reversed,
      value: answerFacts.value,
      answeredAt: answerFacts.answeredAt,
    })
    .from(answerFacts)
    .innerJoin(evaluationFacts, eq(evaluationFacts.id, answerFacts.evaluationId))
    .innerJoin(question, eq(question.id, answerFacts.questionId))
    .where(eq(evaluationFacts.memberId, memberId))
    .orderBy(asc(answerFacts.evaluationId), asc(question.keyTermPosition), asc(question.position));
}

/**
 * Deletes the member and, through the foreign keys, their squad memberships, evaluations and answers
 * (ON DELETE CASCADE) and their role as club manager or group coach (SET NULL). Audited without an actor
 * (self-service), or as `audit` says (an admin's erasure on request, with the admin and the reason). The audit
 * rows already written about or by the member stay as they are (docs/security.md#audit-log). The club memberships
 * are removed by their owner's `removeMemberships` (the members module's `removeClubMemberships`).
 */
export async function deleteMember(
  db: Db,
  memberId: number,
  removeMemberships: RemoveClubMemberships,
  audit: { actorId: number | null; action: string; target: string } = {
    actorId: null,
    action: 'member.delete',
    target: `member:${memberId} deleted`,
  },
) {
  await db.transaction(async (tx) => {
    const t = tx;
    await clearClubManager(t, memberId);
    await removeMemberships(t, memberId);
    await deleteMemberRecord(t, memberId);
    await recordAudit(t, audit.actorId, audit.action, audit.target);
  });
}
