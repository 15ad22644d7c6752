/**
 * The queries of sharing a study that studies.repository.ts does not already have: the invited members, asked of
 * their owner, the auth module (docs/decisions/0009).
 */
export { findMembersByEmails } from '../auth/index.ts';
