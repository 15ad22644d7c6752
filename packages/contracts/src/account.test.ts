import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BirthDateField } from './account.ts';
import { MAX_REGISTRATION_AGE, MIN_REGISTRATION_AGE } from './constants.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/** The birth date's first message, or null when it is accepted. */
const issueOf = (birthDate: string) => BirthDateField.safeParse(birthDate).error?.issues[0]?.message ?? null;

describe('the birth date of a registrant: aged 13 to 100 today, both included', () => {
  // Today is 15 June 2026 (UTC) for every test here: the boundaries are days.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('takes the rule from the constants', () => {
    expect([MIN_REGISTRATION_AGE, MAX_REGISTRATION_AGE]).toEqual([13, 100]);
  });

  it('accepts the day of the 13th birthday and refuses the day before it', () => {
    expect(issueOf('2013-06-15')).toBeNull();
    expect(issueOf('2013-06-16')).toBe(VALIDATION_MESSAGES.tooYoung);
  });

  it('accepts the day of the 100th birthday and the day after it (still 100)', () => {
    expect(issueOf('1926-06-15')).toBeNull();
    expect(issueOf('1926-06-14')).toBeNull();
  });

  it('refuses the day of the 101st birthday, and accepts the day before it', () => {
    expect(issueOf('1925-06-15')).toBe(VALIDATION_MESSAGES.tooOld);
    expect(issueOf('1925-06-16')).toBeNull();
  });

  it('refuses 1 January 1900 as too far back, and names the rule with its number', () => {
    expect(issueOf('1900-01-01')).toBe(VALIDATION_MESSAGES.tooOld);
    expect(VALIDATION_MESSAGES.tooOld).toContain(String(MAX_REGISTRATION_AGE));
  });

  it('keeps "not valid" for a day that does not exist or is in the future', () => {
    expect(issueOf('1950-02-30')).toBe(VALIDATION_MESSAGES.birthDate);
    expect(issueOf('2026-06-16')).toBe(VALIDATION_MESSAGES.birthDate);
  });
});
