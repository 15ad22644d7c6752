import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes, memberRoutes, publicRoutes, userRoutes } from './support.routes.ts';

/**
 * Support (docs/design.md#support): a club's support contacts and country (admins and the club's coaches), the
 * installation's helplines (admins confirm the shipped defaults), and what a player with a high or critical
 * result is shown.
 */
export const supportModule: ModuleRoutes = { publicRoutes, memberRoutes, adminRoutes, userRoutes };
export { installDefaultHelplines, playerSupport } from './support.service.ts';
export {
  clubsWithoutSupport,
  contactsOfClub,
  everyClubHasSupport,
  helplineNamesNow,
  helplineNumber,
  helplinesOfClub,
  supportContactAs,
  supportContactCountOfClub,
} from './support.repository.ts';
