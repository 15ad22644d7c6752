import type { ModuleRoutes } from '../../lib/deps.ts';
import { userRoutes } from './trends.routes.ts';

/** Trends: a team's studies over time for its coaches, and a member's own results over time. */
export const trendsModule: ModuleRoutes = { userRoutes };
