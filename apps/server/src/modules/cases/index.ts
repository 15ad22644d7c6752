import type { ModuleRoutes } from '../../lib/deps.ts';
import type { Clock } from '../reminders/index.ts';
import { adminRoutes, userRoutes } from './cases.routes.ts';

export { type CaseSweepResult, sweepCases } from './case-escalation.ts';
/** One act on a case (take, note, next step, refer…), as its route does it: for tests that act at a chosen time. */
export { act } from './cases.service.ts';
/** The operator's numbers of open and open critical cases (the metrics). */
export { openCaseCounts } from './cases.repository.ts';

/**
 * Follow-up cases (docs/design.md#support): one per high or critical result, owned, with its notes, a next step, a
 * referral and its history; the coach's queue; the admin's numbers; the escalation of critical cases left unowned
 * or unchanged and the owner's reminder of a next step past its date (case-escalation.ts, run by the reminders'
 * job). `clock` is where "now" comes from (tests move it).
 */
export const casesModule = (clock: Clock): ModuleRoutes => ({ userRoutes: userRoutes(clock), adminRoutes: adminRoutes(clock) });
