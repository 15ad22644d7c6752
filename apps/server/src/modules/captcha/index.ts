import type { ModuleRoutes } from '../../lib/deps.ts';
import { publicRoutes } from './captcha.routes.ts';

export { verifyCaptcha } from './captcha.service.ts';

/** The self-hosted proof-of-work captcha: challenges, and the check the sign-in and registration forms pass. */
export const captchaModule: ModuleRoutes = { publicRoutes };
