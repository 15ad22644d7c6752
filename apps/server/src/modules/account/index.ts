import type { ModulePlugin } from '../../lib/deps.ts';
import complianceRoutes from '../compliance/compliance.routes.ts';
import accountRoutes from './account.routes.ts';

/** Registers every route of the account module: registration, onboarding, password reset, compliance texts. */
const accountModule: ModulePlugin = async (app, { deps }) => {
  await app.register(accountRoutes, { deps });
  await app.register(complianceRoutes, { deps });
};
export default accountModule;
