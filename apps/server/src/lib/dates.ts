/** Today's date as YYYY-MM-DD in UTC: study dates are calendar days. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** A timestamp as an ISO string (null stays null): the driver gives a Date, or a string on some paths. */
export function isoTimestamp(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
