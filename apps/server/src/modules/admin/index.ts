import type { ModulePlugin } from '../../lib/deps.ts';
import accountRoutes from './accounts.routes.ts';
import clubRoutes from './clubs.routes.ts';
import memberRoutes from './members.routes.ts';
import quizRoutes from './quizzes.routes.ts';
import reportRoutes from './reports.routes.ts';
import squadMemberRoutes from './squad-members.routes.ts';
import studyRoutes from './studies.routes.ts';
import studyGroupRoutes from './study-groups.routes.ts';
import summaryRoutes from './summary.routes.ts';

/** Registers every route of the admin module (role AppAdmin; spec §2 admin area, §7). */
const adminModule: ModulePlugin = async (app, { deps }) => {
  for (const routes of [summaryRoutes, clubRoutes, studyGroupRoutes, studyRoutes, squadMemberRoutes, reportRoutes, memberRoutes, quizRoutes, accountRoutes]) {
    await app.register(routes, { deps });
  }
};
export default adminModule;
