import type { ModuleRoutes, ModulePlugin } from '../../lib/deps.ts';
import type { StudyOwners } from './studies.repository.ts';
import { adminRoutes, userRoutes as studyRoutes } from './studies.routes.ts';
import { userRoutes as sharingRoutes } from './study-sharing.routes.ts';

export { datedStudyPlace, linkedStudyPlace, quietStudyPlaces, studyNamesNow, studyPlace, studyPlaceWithQuiz } from './study-place.repository.ts';
export { studyFacts, studyFactsAs } from './facts.ts';
export {
  listGroupStudyIds,
  markAnswersDeleted,
  markStudyStarted,
  runningStudyCount,
  studiesWithAnswersKept,
  studyCountOfQuizzes,
  studyCounts,
  studyCountOfGroup,
} from './study-rows.repository.ts';

export type { EvaluationFactsAs, Invitees, SquadOfGroup, StudyEvaluations, StudyOwners } from './studies.repository.ts';

const userRoutes =
  (owners: StudyOwners): ModulePlugin =>
  async (app, opts) => {
    await studyRoutes(owners)(app, opts);
    await sharingRoutes(owners)(app, opts);
  };

/**
 * Studies: the admin's lists, the coach's studies (create, edit, close, reopen), who was invited to one, and
 * sharing one (poster, invitations by mail, a copy with new dates). The evaluations and the squads are the evaluations
 * and members modules' (above this one): app.ts hands them over (`studiesModule({ evaluations, squadOfGroup })`).
 */
export const studiesModule = (owners: StudyOwners): ModuleRoutes => ({ adminRoutes: adminRoutes(owners), userRoutes: userRoutes(owners) });
