import type { ModuleRoutes, ModulePlugin } from '../../lib/deps.ts';
import { adminRoutes, userRoutes as studyRoutes } from './studies.routes.ts';
import { userRoutes as sharingRoutes } from './study-sharing.routes.ts';

export { datedStudyPlace, linkedStudyPlace, quietStudyPlaces, studyNamesNow, studyPlace, studyPlaceWithQuiz } from './studies.repository.ts';
export {
  listGroupStudyIds,
  markAnswersDeleted,
  markStudyStarted,
  runningStudyCount,
  studiesWithAnswersKept,
  studyCountOfQuizzes,
  studyCounts,
  studyCountOfGroup,
  studyFacts,
  studyFactsAs,
} from './study-rows.repository.ts';

const userRoutes: ModulePlugin = async (app, opts) => {
  await studyRoutes(app, opts);
  await sharingRoutes(app, opts);
};

/**
 * Studies: the admin's lists, the coach's studies (create, edit, close, reopen), who was invited to one, and
 * sharing one (poster, invitations by mail, a copy with new dates).
 */
export const studiesModule: ModuleRoutes = { adminRoutes, userRoutes };
