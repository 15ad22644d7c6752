import type { ModuleRoutes } from '../../lib/deps.ts';
import { memberRoutes, publicRoutes } from './auth.routes.ts';
import type { TwoFactorOf } from './auth.service.ts';

export {
  adminExists,
  bumpTokenVersion,
  confirmGuardian,
  countEnabledUsers,
  createMember,
  deleteMemberRecord,
  findMemberByEmail,
  findMemberById,
  findMemberPasswordHash,
  findMemberProfile,
  findMembersByEmails,
  lockMember,
  memberCounts,
  memberListing,
  memberListingAs,
  memberPerson,
  memberPersonAs,
  retireResetTokens,
  setAcceptedTermsVersion,
  setMemberLanguage,
  setPasswordHash,
  updateMemberProfile,
} from './auth.repository.ts';
export {
  confirmGuardians,
  emailTaken,
  insertInvitedMember,
  insertInvitedPlayers,
  setAccountEnabled,
  setMemberRole,
  updateMemberDetails,
} from './managed-members.repository.ts';
export { issueToken } from './auth.service.ts';
export { sessionMemberReader } from './session-member.repository.ts';
export { refuseLastEnabledAdmin } from './last-admin.ts';
export { createInvitationLink, createPasswordResetLink } from './password-reset.service.ts';
export { passwordResetMail } from './reset-mail.ts';

/**
 * Signing in and out, forgotten passwords and reset links (also the coach invitation's link). Whether a member signs
 * in with a second factor is the two-factor module's, which is above this one: app.ts hands over its `hasTwoFactor`.
 */
export const authModule = (twoFactorOf: TwoFactorOf): ModuleRoutes => ({ publicRoutes: publicRoutes(twoFactorOf), memberRoutes });
