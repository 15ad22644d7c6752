import { type InvitationResponse, type InvitationStatus, STUDY_TOKEN_PATTERN } from '@club-pulse/contracts/invitation';
import { effectiveStudyState, studyIsRunning } from '@club-pulse/contracts/study-rules';
import { AppError } from '../../lib/app-error.ts';
import { today } from '../../lib/dates.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hitLimit } from '../../lib/rate-limit.ts';
import * as repo from './onboarding.repository.ts';

/**
 * The landing of a study link (docs/design.md#api): who invites and whether the link still takes players,
 * read before any field is shown. Public and limited per address like the other public calls; an unknown or
 * malformed token answers 404 (NotFound), so a guess learns nothing more than that. The status agrees with
 * what onboarding would do today: a link that is `open` or `notYetOpen` can be joined, any other is refused.
 */
export async function studyInvitation(deps: AppDeps, studyToken: string, from: { address: string }): Promise<InvitationResponse> {
  await hitLimit(deps.rateLimiter, 'invitationPerAddress', from.address);
  const token = studyToken.trim();
  if (!STUDY_TOKEN_PATTERN.test(token)) throw new AppError('NotFound');
  const on = today();
  const row = await repo.findInvitationByToken(deps.db, token, on);
  if (!row) throw new AppError('NotFound');
  const { club, studyGroup, study, startDate, dueDate } = row;
  return { club, studyGroup, study, startDate, dueDate, status: statusOf(row, on) };
}

function statusOf(
  row: { state: Parameters<typeof effectiveStudyState>[0]['state']; startDate: string; dueDate: string; clubAcceptsNewMembers: boolean },
  on: string,
): InvitationStatus {
  const state = effectiveStudyState(row, on);
  if (state === 'finished') return 'finished';
  if (!studyIsRunning(row, on) || !row.clubAcceptsNewMembers) return 'closed';
  return row.startDate > on ? 'notYetOpen' : 'open';
}
