import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes } from './study-groups.routes.ts';

export { categoryOfStudyGroup, findStudyGroupWithClub, studyGroupNamesNow } from './study-groups.repository.ts';
export { findStudyGroupForNewMembers, studyGroupCount, studyGroupInClub } from './study-groups.repository.ts';
export { dropGroupCoaches, fillGroupCoach } from './study-groups.repository.ts';
export { studyGroupPlace } from './study-group-place.ts';
export { requireStudyGroup } from './study-groups.service.ts';

/** Study groups (the teams of a club): the admin's list and forms. */
export const studyGroupsModule: ModuleRoutes = { adminRoutes };
