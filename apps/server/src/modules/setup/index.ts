import type { ModuleRoutes } from '../../lib/deps.ts';
import type { SetupOwners } from './setup.repository.ts';
import { adminRoutes, publicRoutes } from './setup.routes.ts';

export { announceFirstRunSetup } from './setup-code.ts';
export { answerRetentionMonths, answerRetentionMonthsOf, createFirstAdminFromCommandLine, defaultLanguageOf } from './setup.service.ts';
export { answerRetentionSettingSql, type SetupOwners } from './setup.repository.ts';

/**
 * First-run setup: the first platform admin (with the setup code of the log, or `npm run setup`), then the
 * installation's default language, a test mail and the checklist of what is done. Every public call answers
 * 404 once an admin exists. What it asks of the modules above it (the quiz categories, the checklist's steps, the
 * clubs without support) is handed over by app.ts.
 */
export const setupModule = (owners: SetupOwners): ModuleRoutes => ({ publicRoutes: publicRoutes(owners), adminRoutes: adminRoutes(owners) });
