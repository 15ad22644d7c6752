export { firstRow, rows } from '../../db/rows.ts';

/** A timestamp read through raw SQL (a Date on both drivers, a string on some) as an ISO string. */
export function isoTimestamp(value: unknown): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The unique constraint a failed insert/update violated (PostgreSQL code 23505), looking through wrappers. */
export function violatedUniqueConstraint(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, constraint, constraint_name, message } = e as { code?: string; constraint?: string; constraint_name?: string; message?: string };
    if (code === '23505') return constraint ?? constraint_name ?? message ?? '';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
