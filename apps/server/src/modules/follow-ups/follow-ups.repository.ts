import { bandOf, NEED_LEVEL_BANDS } from '@club-pulse/contracts/bands';
import { type FollowUpState, needsSupport } from '@club-pulse/contracts/support';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations, followUpEvents, followUps, members } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';

/** Every query of the follow-ups. */

/** The lowest coefficient whose need level asks for support (high), from the contracts' bands: ×10 as stored. */
export const SUPPORT_THRESHOLD_X10 =
  Math.min(...NEED_LEVEL_BANDS.below.map(([limit]) => limit).filter((limit) => needsSupport(bandOf(NEED_LEVEL_BANDS, limit)))) * 10;

const needingSupport = (studyId: number) =>
  and(
    eq(evaluations.studyId, studyId),
    eq(evaluations.state, 'finished'),
    eq(evaluations.squadRole, 'Player'),
    gte(evaluations.coefficient, SUPPORT_THRESHOLD_X10),
  );

/** Finished players of the study whose result is high or critical, with their follow-up's state (none: to do). */
export async function playersToFollow(db: Db, studyId: number) {
  return db
    .select({
      evaluationId: evaluations.id,
      fullName: sql<string>`${members.name} || ' ' || ${members.surname}`,
      coefficientX10: evaluations.coefficient,
      state: followUps.state,
    })
    .from(evaluations)
    .innerJoin(members, eq(members.id, evaluations.memberId))
    .leftJoin(followUps, eq(followUps.evaluationId, evaluations.id))
    .where(needingSupport(studyId))
    .orderBy(sql`${evaluations.coefficient} desc`, asc(members.surname), asc(members.name));
}

/** Every change of these follow-ups, oldest first, with the name of who made it (null: an account since deleted). */
export async function historyOf(db: Db, evaluationIds: number[]) {
  if (evaluationIds.length === 0) return [];
  return db
    .select({
      evaluationId: followUpEvents.evaluationId,
      state: followUpEvents.state,
      by: sql<string | null>`${members.name} || ' ' || ${members.surname}`,
      at: followUpEvents.at,
    })
    .from(followUpEvents)
    .leftJoin(members, eq(members.id, followUpEvents.actorId))
    .where(inArray(followUpEvents.evaluationId, evaluationIds))
    .orderBy(asc(followUpEvents.at), asc(followUpEvents.id));
}

/**
 * Sets the follow-up of one player of the study, keeps the change with who and when, and audits it, in one
 * transaction. False when the evaluation is not a high or critical finished player of this study.
 */
export async function setFollowUp(db: Db, o: { studyId: number; evaluationId: number; state: FollowUpState; actorId: number }) {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(and(eq(evaluations.id, o.evaluationId), needingSupport(o.studyId)));
    if (!target) return false;
    await tx
      .insert(followUps)
      .values({ evaluationId: o.evaluationId, state: o.state, updatedBy: o.actorId })
      .onConflictDoUpdate({ target: followUps.evaluationId, set: { state: o.state, updatedBy: o.actorId, updatedAt: sql`now()` } });
    await tx.insert(followUpEvents).values({ evaluationId: o.evaluationId, state: o.state, actorId: o.actorId });
    await recordAudit(tx, o.actorId, `followUp.${o.state}`, `evaluation:${o.evaluationId}`);
    return true;
  });
}
