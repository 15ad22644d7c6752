import type { ModuleRoutes } from '../../lib/deps.ts';
import { memberRoutes } from './privacy.routes.ts';

/** The erasure of a member (self-service deletion, or an admin's erasure on request: members/member-management). */
export { deleteMember } from './privacy.repository.ts';

/** A member's own data: download it, delete the account. Only ever the caller's own (no id in the path). */
export const privacyModule: ModuleRoutes = { memberRoutes };
