import { dateLocale } from '@club-pulse/contracts/date-locale';
import { dateTimeFormat } from './intl.ts';

/**
 * The one way the client writes dates and times: Intl in the member's interface language, English day before
 * month (contracts' date-locale.ts). Everything below goes through it; a screen with another shape asks it too.
 */
export const dateFormat = (lang: string, options: Intl.DateTimeFormatOptions) => dateTimeFormat(dateLocale(lang), options);

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (YYYY-MM-DD) or an instant (ISO 8601) written in the interface language. A calendar day carries
 * no time zone: it is built in local time so that the day shown is the day stored, never the one before. An
 * instant is written in `timeZone` when one is given (a club's: the day a report and its PDF give is the same),
 * else in the browser's.
 */
export function formatDate(value: string | null | undefined, lang: string, style: 'medium' | 'long' = 'medium', timeZone?: string): string {
  if (!value) return '';
  const day = CALENDAR_DAY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(lang, day || !timeZone ? { dateStyle: style } : { dateStyle: style, timeZone }).format(date);
}

/** Today as YYYY-MM-DD in UTC, as the server reads calendar days. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** The calendar day `days` after a YYYY-MM-DD day. */
export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An instant (ISO 8601) with its date and time, in the interface language. */
export function formatDateTime(value: string | null | undefined, lang: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * Builds the date formatter of `lang` in a task of its own, for a screen whose data is on the way. The first Intl
 * formatter of a page loads the locale's data, about 50 ms of a phone's CPU: inside a report's first render it was
 * the largest part of the page's blocking time; here it runs while the report's requests travel
 * (docs/performance.md). The loaders of the report screens call it.
 */
export function prepareDates(lang: string): void {
  setTimeout(() => dateFormat(lang, { dateStyle: 'medium' }), 0);
}
