type PostgresError = { code?: string; constraint?: string; constraint_name?: string; message?: string };

/** The PostgreSQL error with `code` under `err` (Drizzle wraps the driver's error in `cause`), if any. */
function postgresError(err: unknown, code: string): PostgresError | null {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++, e = (e as { cause?: unknown }).cause) {
    if ((e as PostgresError).code === code) return e as PostgresError;
  }
  return null;
}

/** The unique constraint a failed insert or update violated (23505), or null for any other error. */
export function violatedUniqueConstraint(err: unknown): string | null {
  const e = postgresError(err, '23505');
  return e && (e.constraint ?? e.constraint_name ?? e.message ?? '');
}

/** A foreign key pointed to a row that is gone (23503). */
export const isForeignKeyViolation = (err: unknown): boolean => postgresError(err, '23503') !== null;
