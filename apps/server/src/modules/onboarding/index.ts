import type { ModuleRoutes } from '../../lib/deps.ts';
import { publicRoutes, userRoutes } from './onboarding.routes.ts';

/** Joining through a study link: registering a new player, or onboarding a signed-in member. */
export const onboardingModule: ModuleRoutes = { publicRoutes, userRoutes };
