import type { ModuleRoutes } from '../../lib/deps.ts';
import type { ClubCount } from './accounts.repository.ts';
import { adminRoutes } from './accounts.routes.ts';

export { accountCounts, anAccountExists, accountInGoodStanding, accountNamesNow, type ClubCount } from './accounts.repository.ts';
export { accountExists, accountStandingAs } from './accounts.repository.ts';

/**
 * Customer accounts of the platform (admin only). The clubs module is above this one (it asks
 * `accountInGoodStanding`, `accountStandingAs` and `accountExists`), so app.ts hands over its count of an account's
 * clubs (`clubCountOfAccount`).
 */
export const accountsModule = (clubCount: ClubCount): ModuleRoutes => ({ adminRoutes: adminRoutes(clubCount) });
