import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes, userRoutes } from './clubs.routes.ts';

export { aClubExists, clubAcceptsNewWork, clubCountOfAccount, clubNamesNow } from './clubs.repository.ts';
export { clearClubManager, clubCounts, clubExists, clubPlace, clubStanding, isCoachOfClub, setClubCountry } from './clubs.repository.ts';
export { dropClubManager, fillClubManager } from './clubs.repository.ts';
export { requireClub } from './clubs.service.ts';

/** Clubs: the admin's list and forms, the club's coaches, and the coach's own clubs. */
export const clubsModule: ModuleRoutes = { adminRoutes, userRoutes };
