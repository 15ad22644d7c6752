import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes, publicRoutes } from './setup.routes.ts';

export { announceFirstRunSetup } from './setup-code.ts';
export { answerRetentionMonths, answerRetentionMonthsOf, createFirstAdminFromCommandLine, defaultLanguageOf } from './setup.service.ts';
export { answerRetentionSettingSql } from './setup.repository.ts';

/**
 * First-run setup: the first platform admin (with the setup code of the log, or `npm run setup`), then the
 * installation's default language, a test mail and the checklist of what is done. Every public call answers
 * 404 once an admin exists.
 */
export const setupModule: ModuleRoutes = { publicRoutes, adminRoutes };
