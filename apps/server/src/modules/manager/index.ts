import type { ModulePlugin } from '../../lib/deps.ts';
import managerStudyRoutes from './studies.routes.ts';

/** Registers every route of the manager module (the coach's studies, members and group reports). */
const managerModule: ModulePlugin = async (app, { deps }) => {
  await app.register(managerStudyRoutes, { deps });
};
export default managerModule;
