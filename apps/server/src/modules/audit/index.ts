import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes } from './audit.routes.ts';
import type { AuditOwners } from './subject-names.ts';

/**
 * The audit trail: other modules record what was done through `recordAudit`; admins read it (page, CSV). The
 * owners of the named subjects write their `currentNames`, and auth its members' listing; app.ts hands them over
 * (the audit is below them all).
 */
export { actionRecorded, recordAudit } from './audit.repository.ts';
export { type AuditOwners, currentNames, type SubjectNames } from './subject-names.ts';
export const auditModule = (owners: AuditOwners): ModuleRoutes => ({ adminRoutes: adminRoutes(owners) });
