import { MAX_REGISTRATION_AGE } from '@club-pulse/contracts/constants';
// From scoring.ts, not account.ts: the registration page would get zod with the latter.
import { ageOn } from '@club-pulse/contracts/scoring';
import { addDays } from './dates.ts';

/** The first birth date the contract accepts today (aged MAX_REGISTRATION_AGE): the date picker's lower end. */
export function earliestBirthDateOn(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - MAX_REGISTRATION_AGE - 1);
  // The day after the 101st birthday, or that birthday's eve when 29 February moved it to 1 March.
  const after = addDays(day.toISOString().slice(0, 10), 1);
  return ageOn(addDays(after, -1), today) <= MAX_REGISTRATION_AGE ? addDays(after, -1) : after;
}
