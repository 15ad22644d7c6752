import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes, memberRoutes, publicRoutes } from './two-factor.routes.ts';

/**
 * Two-factor sign-in (TOTP, RFC 6238) of platform admins: set up with an authenticator app, the second step of
 * signing in, recovery codes, and the reset by another admin. Required of every admin: plugins/auth.ts refuses
 * admin routes (TwoFactorRequired) to a session that has not passed it.
 */
export const twoFactorModule: ModuleRoutes = { publicRoutes, memberRoutes, adminRoutes };
export { resetTwoFactorFromCommandLine, twoFactorStatus } from './two-factor.service.ts';
/** Whether a member's sign-in needs the second step: the auth module asks it through app.ts (two-factor is above auth). */
export { hasTwoFactor } from './two-factor.repository.ts';
