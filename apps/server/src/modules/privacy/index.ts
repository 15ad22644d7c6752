import type { ModulePlugin } from '../../lib/deps.ts';
import privacyRoutes from './privacy.routes.ts';

/** Registers every route of the privacy module (a member's own data: download, delete). */
const privacyModule: ModulePlugin = async (app, { deps }) => {
  await app.register(privacyRoutes, { deps });
};
export default privacyModule;
