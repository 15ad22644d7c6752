import type { ModuleRoutes } from '../../lib/deps.ts';
import type { ClubMemberships } from './privacy.repository.ts';
import { memberRoutes } from './privacy.routes.ts';

/** The erasure of a member (self-service deletion, or an admin's erasure on request: members/member-management). */
export { type ClubMemberships, deleteMember } from './privacy.repository.ts';

/**
 * A member's own data: download it, delete the account. Only ever the caller's own (no id in the path). The members
 * module owns club membership and is above this one (it asks `deleteMember`), so app.ts hands over its
 * `clubMembershipsOf` and `removeClubMemberships`.
 */
export const privacyModule = (memberships: ClubMemberships): ModuleRoutes => ({ memberRoutes: memberRoutes(memberships) });
