import type { ModuleRoutes } from '../../lib/deps.ts';
import type { ClubHandovers } from './clubs.repository.ts';
import { adminRoutes, userRoutes } from './clubs.routes.ts';

export { clubPlace } from './facts.ts';
export { aClubExists, clubAcceptsNewWork, clubCountOfAccount, clubNamesNow } from './clubs.repository.ts';
export { clearClubManager, clubCounts, clubExists, clubStanding, isCoachOfClub, setClubCountry } from './clubs.repository.ts';
export { dropClubManager, fillClubManager } from './clubs.repository.ts';
export { requireClub } from './clubs.service.ts';

export type { ClubCounts, ClubHandovers, CoachGroup, GroupsOfCoach } from './clubs.repository.ts';

/**
 * Clubs: the admin's list and forms, the club's coaches, and the coach's own clubs. A club's counts of support contacts,
 * study groups and members, and the coach's study groups, are their owners' (the support, study groups and members
 * modules, above this one): app.ts hands them over.
 */
export const clubsModule = ({ counts, groupsOfCoach }: ClubHandovers): ModuleRoutes => ({
  adminRoutes: adminRoutes(counts),
  userRoutes: userRoutes(groupsOfCoach),
});
