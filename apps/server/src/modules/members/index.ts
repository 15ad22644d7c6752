import type { ModulePlugin, ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes as managementRoutes } from './member-management.routes.ts';
import { adminRoutes as listRoutes, memberRoutes } from './members.routes.ts';
import { adminRoutes as rosterImportRoutes } from './roster-import.routes.ts';

export {
  aCoachExists,
  clubMembershipsOf,
  currentSquadOfGroup,
  memberCountOfClub,
  memberCountOfGroup,
  removeClubMemberships,
} from './club-memberships.repository.ts';
export { currentMembership, ensureMembership, hasNamesakeInClub } from './members.repository.ts';

/** The admin's routes of members: the users list and club membership, then user management. */
const adminRoutes: ModulePlugin = async (app, options) => {
  await listRoutes(app, options);
  await managementRoutes(app, options);
  await rosterImportRoutes(app, options);
};

/** Members and club membership: the admin's users, squad members, coach invitations, the caller's squad roles. */
export const membersModule: ModuleRoutes = { adminRoutes, memberRoutes };
