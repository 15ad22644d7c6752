import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes } from './audit.routes.ts';

/** The audit trail: other modules record what was done through `recordAudit`; admins read it (page, CSV). */
export { recordAudit } from './audit.repository.ts';
export const auditModule: ModuleRoutes = { adminRoutes };
