import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, clubs, evaluations, squadMembers, studies, studyGroups } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { effectiveStudyState, today } from '../../lib/study-rules.ts';

/**
 * Onboards a member to the study of a link (DESIGN §5): makes them a Player of the study's club and group and
 * creates their evaluation, in one transaction. Idempotent: a member who already has an evaluation of the
 * study gets that one back. Unknown token: StudyTokenInvalid; a closed, finished or cancelled study:
 * StudyNotAccepting; an inactive club or account: ClubInactive.
 * A study whose start date is still ahead accepts new players: they can answer once it starts.
 */
export async function onboardPlayer(db: Db, memberId: number, studyToken: string): Promise<{ evaluationId: number }> {
  return db.transaction(async (tx) => {
    const [study] = await tx
      .select({
        id: studies.id,
        state: studies.state,
        startDate: studies.startDate,
        dueDate: studies.dueDate,
        studyGroupId: studies.studyGroupId,
        clubId: studyGroups.clubId,
        clubActive: clubs.active,
        accountActive: accounts.active,
        renewalDate: accounts.renewalDate,
      })
      .from(studies)
      .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
      .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
      .innerJoin(accounts, eq(accounts.id, clubs.accountId))
      .where(eq(studies.token, studyToken.trim()));
    if (!study) throw new AppError('StudyTokenInvalid', { field: 'studyToken' });

    const [existing] = await tx
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(and(eq(evaluations.studyId, study.id), eq(evaluations.memberId, memberId)));
    if (existing) return { evaluationId: existing.id };

    const state = effectiveStudyState(study);
    if (state !== 'open' && state !== 'inprogress') throw new AppError('StudyNotAccepting', { field: 'studyToken' });
    if (!study.clubActive || !study.accountActive || study.renewalDate < today()) throw new AppError('ClubInactive');

    const [membership] = await tx
      .select({ id: squadMembers.id })
      .from(squadMembers)
      .where(
        and(
          eq(squadMembers.memberId, memberId),
          eq(squadMembers.clubId, study.clubId),
          eq(squadMembers.studyGroupId, study.studyGroupId),
          eq(squadMembers.squadRole, 'Player'),
          isNull(squadMembers.removedAt),
        ),
      );
    if (!membership) {
      await tx.insert(squadMembers).values({ clubId: study.clubId, memberId, studyGroupId: study.studyGroupId, squadRole: 'Player' });
    }
    // A concurrent onboarding of the same member may have won the race: the unique (study, member) keeps one.
    await tx
      .insert(evaluations)
      .values({ studyId: study.id, memberId, squadRole: 'Player', state: 'open' })
      .onConflictDoNothing({ target: [evaluations.studyId, evaluations.memberId] });
    const [created] = await tx
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(and(eq(evaluations.studyId, study.id), eq(evaluations.memberId, memberId)));
    return { evaluationId: created.id };
  });
}
