import type { ModulePlugin } from '../../lib/deps.ts';
import evaluationRoutes from './evaluations.routes.ts';

/** Registers every route of the evaluations module (the player's and coach's own evaluations). */
const evaluationsModule: ModulePlugin = async (app, { deps }) => {
  await app.register(evaluationRoutes, { deps });
};
export default evaluationsModule;
