import { CASE_ESCALATION_HOURS } from './constants.ts';

/** What `waitsPastEscalation` reads of a case (a CaseSummary of cases.ts has it). */
interface CaseTimes {
  status: 'open' | 'closed';
  resultAt: string;
  owner: unknown;
  lastActionAt: string | null;
}

/**
 * An open case waiting past the escalation delay: its result is older than CASE_ESCALATION_HOURS and nobody owns it
 * or nothing was done on it within the delay. The escalation (cases.repository.ts, claimEscalations) mails the
 * club's contacts about critical ones; the queue shows it on every case, so that an old case never looks like a
 * fresh one. Its own module without zod: the group report's page loads it, and cases.ts would bring the schemas.
 */
export function waitsPastEscalation(c: CaseTimes, now = Date.now()): boolean {
  const cutoff = now - CASE_ESCALATION_HOURS * 3_600_000;
  if (c.status !== 'open' || Date.parse(c.resultAt) > cutoff) return false;
  return c.owner === null || Date.parse(c.lastActionAt ?? c.resultAt) <= cutoff;
}
