import type { ModuleRoutes } from '../../lib/deps.ts';
import { userRoutes } from './follow-ups.routes.ts';

/** Follow-ups (docs/design.md#support): the coaches' follow-up of players with a high or critical result. */
export const followUpsModule: ModuleRoutes = { userRoutes };
