import { z } from 'zod';
import { INVITATION_STATUSES } from './study-link.ts';
import { singleLineText } from './text.ts';

/**
 * The study link's landing (GET api/invitation?studyToken=…, public): what an invitee needs before joining,
 * and nothing else — who invites (club, team, study), the dates, and whether the link still takes players.
 * No ids, counts or coaches: the token is a capability, and whoever holds it learns only what its page shows.
 */

export { invitationIsJoinable, JOINABLE_INVITATION_STATUSES, STUDY_TOKEN_PATTERN } from './study-link.ts';

/** Whether the link still takes players (see study-link.ts). */
export const InvitationStatus = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

/** The token travels in the query string, which the server never logs (plugins/logging.ts). */
export const InvitationQuery = z.object({ studyToken: singleLineText().max(2000) });
export type InvitationQuery = z.infer<typeof InvitationQuery>;

export const InvitationResponse = z.strictObject({
  club: z.string(),
  studyGroup: z.string(),
  study: z.string(),
  startDate: z.string(),
  dueDate: z.string(),
  status: InvitationStatus,
});
export type InvitationResponse = z.infer<typeof InvitationResponse>;
