import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes } from './study-groups.routes.ts';

export { categoryOfStudyGroup, findStudyGroupWithClub, studyGroupNamesNow } from './study-groups.repository.ts';
export { studyGroupCount } from './study-groups.repository.ts';
export { requireStudyGroup } from './study-groups.service.ts';

/** Study groups (the teams of a club): the admin's list and forms. */
export const studyGroupsModule: ModuleRoutes = { adminRoutes };
