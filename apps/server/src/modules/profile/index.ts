import type { ModuleRoutes } from '../../lib/deps.ts';
import { memberRoutes } from './profile.routes.ts';

/** The member's own account page: name, surname, language (of their mails) and password. Only ever the caller's own. */
export const profileModule: ModuleRoutes = { memberRoutes };
