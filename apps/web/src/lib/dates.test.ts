import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe('dates and times', () => {
  it('write English day before month, as the clubs’ other languages do', () => {
    expect(formatDate('2028-03-04', 'en')).toBe('4 Mar 2028');
    expect(formatDate('2028-03-04', 'en', 'long')).toBe('4 March 2028');
    expect(formatDate('2028-03-04', 'de')).toBe('04.03.2028');
    expect(formatDate('2028-03-04', 'es')).toBe('4 mar 2028');
  });

  it('write a time in the 24-hour clock in English too', () => {
    const instant = new Date(2028, 2, 4, 14, 5).toISOString();
    expect(formatDateTime(instant, 'en')).toMatch(/^4 Mar 2028,? 14:05$/);
    expect(formatDateTime(instant, 'it')).toMatch(/^4 mar 2028,? 14:05$/);
  });

  it('show the calendar day stored, whatever the time zone', () => {
    expect(formatDate('2028-01-01', 'en')).toBe('1 Jan 2028');
  });
});
