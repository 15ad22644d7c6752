/**
 * What a web page needs of a study link without zod (the landing is a newcomer's first page): invitation.ts builds
 * its schemas from these and exports them again.
 */

/** The shape of a study link's token (the server makes 22 base64url characters): anything else is unknown (404). */
export const STUDY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{6,200}$/;

/**
 * Whether the link still takes players: `open` (answers accepted now), `notYetOpen` (players may join and answer
 * from the start date), `closed` (closed or cancelled by the club, or the club no longer active), `finished`
 * (past its due date).
 */
export const INVITATION_STATUSES = ['open', 'notYetOpen', 'closed', 'finished'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The statuses whose link may still be used to join. */
export const JOINABLE_INVITATION_STATUSES = ['open', 'notYetOpen'] as const satisfies readonly InvitationStatus[];
export const invitationIsJoinable = (status: InvitationStatus) => (JOINABLE_INVITATION_STATUSES as readonly InvitationStatus[]).includes(status);
