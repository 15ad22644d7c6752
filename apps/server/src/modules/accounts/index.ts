import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes } from './accounts.routes.ts';

export { accountInGoodStanding, accountNamesNow } from './accounts.repository.ts';

/** Customer accounts of the platform (admin only). */
export const accountsModule: ModuleRoutes = { adminRoutes };
