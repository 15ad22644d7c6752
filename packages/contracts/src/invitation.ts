import { z } from 'zod';
import { singleLineText } from './text.ts';

/**
 * The study link's landing (GET api/invitation?studyToken=…, public): what an invitee needs before joining,
 * and nothing else — who invites (club, team, study), the dates, and whether the link still takes players.
 * No ids, counts or coaches: the token is a capability, and whoever holds it learns only what its page shows.
 */

/** The shape of a study link's token (the server makes 22 base64url characters): anything else is unknown (404). */
export const STUDY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{6,200}$/;

/**
 * Whether the link still takes players: `open` (answers accepted now), `notYetOpen` (players may join and answer
 * from the start date), `closed` (closed or cancelled by the club, or the club no longer active), `finished`
 * (past its due date).
 */
export const InvitationStatus = z.enum(['open', 'notYetOpen', 'closed', 'finished']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

/** The statuses whose link may still be used to join. */
export const JOINABLE_INVITATION_STATUSES = ['open', 'notYetOpen'] as const satisfies readonly InvitationStatus[];
export const invitationIsJoinable = (status: InvitationStatus) => (JOINABLE_INVITATION_STATUSES as readonly InvitationStatus[]).includes(status);

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
