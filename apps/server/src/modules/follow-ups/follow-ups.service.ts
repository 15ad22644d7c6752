import { needLevelOf } from '@club-pulse/contracts/scoring';
import type { FollowUpState, FollowUpsResponse } from '@club-pulse/contracts/support';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoTimestamp } from '../../lib/dates.ts';
import * as repo from './follow-ups.repository.ts';

/**
 * The follow-up of every finished player of a study whose result is high or critical: the state, and each change
 * with who and when. Names and need levels only, as the group report already shows them; never an answer or a
 * key-term score.
 */
export async function followUpsOfStudy(db: Db, studyId: number): Promise<FollowUpsResponse> {
  const players = await repo.playersToFollow(db, studyId);
  const history = await repo.historyOf(
    db,
    players.map((p) => p.evaluationId),
  );
  return players.map((p) => ({
    evaluationId: p.evaluationId,
    fullName: p.fullName,
    needLevel: needLevelOf((p.coefficientX10 ?? 0) / 10),
    state: p.state ?? 'todo',
    history: history.filter((h) => h.evaluationId === p.evaluationId).map((h) => ({ state: h.state, by: h.by, at: isoTimestamp(h.at) ?? '' })),
  }));
}

export async function setFollowUp(db: Db, actorId: number, studyId: number, evaluationId: number, state: FollowUpState) {
  if (!(await repo.setFollowUp(db, { studyId, evaluationId, state, actorId }))) throw new AppError('NotFound');
  return followUpsOfStudy(db, studyId);
}
