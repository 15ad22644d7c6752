import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes, publicRoutes } from './system.routes.ts';

/** The running system: the client's configuration, health, readiness, and the admin home's counts. */
export const systemModule: ModuleRoutes = { publicRoutes, adminRoutes };
