import type { Language } from '@club-pulse/contracts/constants';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localizedText } from '../../db/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { answers, clubs, evaluations, keyTerms, members, questions, quizzes, squadMembers, studies, studyGroups } from '../../db/schema/index.ts';

export function squadMembershipsOf(db: Db, memberId: number) {
  return db
    .select({
      club: clubs.name,
      team: studyGroups.name,
      squadRole: squadMembers.squadRole,
      since: squadMembers.createdAt,
      removedAt: squadMembers.removedAt,
    })
    .from(squadMembers)
    .innerJoin(clubs, eq(clubs.id, squadMembers.clubId))
    .leftJoin(studyGroups, eq(studyGroups.id, squadMembers.studyGroupId))
    .where(eq(squadMembers.memberId, memberId))
    .orderBy(asc(squadMembers.createdAt), asc(squadMembers.id));
}

export function evaluationsOf(db: Db, memberId: number) {
  return db
    .select({
      id: evaluations.id,
      study: studies.description,
      club: clubs.name,
      team: studyGroups.name,
      quiz: quizzes.name,
      squadRole: evaluations.squadRole,
      state: evaluations.state,
      startedAt: evaluations.startedAt,
      finishedAt: evaluations.finishedAt,
    })
    .from(evaluations)
    .innerJoin(studies, eq(studies.id, evaluations.studyId))
    .innerJoin(quizzes, eq(quizzes.id, studies.quizId))
    .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
    .where(eq(evaluations.memberId, memberId))
    .orderBy(asc(evaluations.id));
}

/** Every answer of every evaluation of the member, in quiz order: one query. */
export function answersOf(db: Db, memberId: number, lang: Language) {
  return db
    .select({
      evaluationId: answers.evaluationId,
      position: questions.position,
      question: localizedText(questions.text, lang),
      keyTerm: keyTerms.code,
      keyTermName: localizedText(keyTerms.name, lang),
      reversed: questions.reversed,
      value: answers.value,
      answeredAt: answers.answeredAt,
    })
    .from(answers)
    .innerJoin(evaluations, eq(evaluations.id, answers.evaluationId))
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .innerJoin(keyTerms, eq(keyTerms.id, questions.keyTermId))
    .where(eq(evaluations.memberId, memberId))
    .orderBy(asc(answers.evaluationId), asc(keyTerms.position), asc(questions.position));
}

/**
 * Deletes the member and, through the foreign keys, their squad memberships, evaluations and answers
 * (ON DELETE CASCADE) and their role as club manager or group coach (SET NULL). Audited without an actor
 * (self-service), or as `audit` says (an admin's erasure on request, with the admin and the reason). The audit
 * rows already written about or by the member stay as they are (docs/security.md#audit-log).
 */
export async function deleteMember(
  db: Db,
  memberId: number,
  audit: { actorId: number | null; action: string; target: string } = {
    actorId: null,
    action: 'member.delete',
    target: `member:${memberId} deleted`,
  },
) {
  await db.transaction(async (tx) => {
    const t = tx;
    await t.update(clubs).set({ managerMemberId: null }).where(eq(clubs.managerMemberId, memberId));
    await t.delete(squadMembers).where(eq(squadMembers.memberId, memberId));
    await t.delete(members).where(eq(members.id, memberId));
    await recordAudit(t, audit.actorId, audit.action, audit.target);
  });
}
