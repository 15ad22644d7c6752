import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes, memberRoutes, publicRoutes } from './compliance.routes.ts';

export { compliancePublished, currentUsageTermsVersion } from './compliance.repository.ts';
export { currentTermsVersion } from './compliance.service.ts';

/** Usage terms and privacy policy: reading, acceptance by members (the 451 gate's other half), publication. */
export const complianceModule: ModuleRoutes = { publicRoutes, memberRoutes, adminRoutes };
