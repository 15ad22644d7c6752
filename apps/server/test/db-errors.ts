/** The PostgreSQL error code a statement failed with (Drizzle wraps the driver's error in `cause`), or undefined. */
export async function postgresCodeOf(statement: Promise<unknown>): Promise<unknown> {
  const err = await statement.then(
    () => null,
    (e: unknown) => e,
  );
  let code: unknown;
  for (let e = err as { code?: unknown; cause?: unknown } | null, depth = 0; e && depth < 4; depth++, e = e.cause as typeof e) code ??= e.code;
  return code;
}
