import { invitationIsJoinable } from '@club-pulse/contracts/study-link';
import { ApiError } from '../../lib/http.ts';
import { notify } from '../../lib/notify.ts';
import { queryClient } from '../../lib/query-client.ts';
import { onboard } from './api/onboard.ts';
import { invitationQuery } from './api/invitation.ts';
import { forgetStudyLink, invitationPath, rememberStudyLink } from './pending-study-link.ts';

/** Refusals of onboarding that say the link itself cannot be joined (its landing then shows why). */
const LINK_REFUSED = new Set(['StudyTokenInvalid', 'StudyNotAccepting', 'ClubInactive']);

/**
 * Joins the study of a link as a player, and says where the member goes next:
 * - joined: their evaluation of the study (its questions when the study has started, else the pending list);
 *   the link is forgotten;
 * - new usage terms to accept first (451): the terms page, the link kept for after them;
 * - a link that turned out closed, finished or unknown: its landing, which shows its own page; the link forgotten;
 * - any other failure (a lost connection): the landing again, with its Join button to retry.
 */
export async function joinStudy(studyToken: string): Promise<string> {
  rememberStudyLink(studyToken);
  const invitation = await queryClient.fetchQuery({ ...invitationQuery(studyToken), staleTime: 0 }).catch(() => undefined);
  if (invitation === null || (invitation && !invitationIsJoinable(invitation.status))) {
    forgetStudyLink();
    return invitationPath(studyToken);
  }
  try {
    const { evaluationId } = await onboard({ studyToken });
    forgetStudyLink();
    // The member may have become a Player just now: navigation and lists must see it.
    await queryClient.invalidateQueries();
    notify.success('invitation:join.joined', { study: invitation?.study ?? '' });
    return invitation?.status === 'open' ? `/evaluations/${evaluationId}/continue` : '/evaluations/pending';
  } catch (err) {
    if (err instanceof ApiError && err.status === 451) return '/termsHasChanged';
    if (err instanceof ApiError && LINK_REFUSED.has(err.code)) {
      forgetStudyLink();
      await queryClient.invalidateQueries({ queryKey: ['invitation', studyToken] });
    } else {
      forgetStudyLink();
      notify.apiError('invitation:join.error', err);
    }
    return invitationPath(studyToken);
  }
}
