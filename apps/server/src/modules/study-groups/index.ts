import type { ModuleRoutes } from '../../lib/deps.ts';
import type { GroupCounts } from './study-groups.repository.ts';
import { adminRoutes } from './study-groups.routes.ts';

export { categoryOfStudyGroup, findStudyGroupWithClub, studyGroupNamesNow } from './study-groups.repository.ts';
export { aStudyGroupExists, findStudyGroupForNewMembers, studyGroupCount, studyGroupInClub } from './study-groups.repository.ts';
export { studyGroupCountOfClub, studyGroupsOfCoach } from './study-groups.repository.ts';
export { dropGroupCoaches, fillGroupCoach } from './study-groups.repository.ts';
export { studyGroupPlace } from './facts.ts';
export { requireStudyGroup } from './study-groups.service.ts';

export type { GroupCounts } from './study-groups.repository.ts';

/**
 * Study groups (the teams of a club): the admin's list and forms. A group's counts of studies and of members are
 * their owners' (the studies and members modules, above this one): app.ts hands them over.
 */
export const studyGroupsModule = (counts: GroupCounts): ModuleRoutes => ({ adminRoutes: adminRoutes(counts) });
