/**
 * What an operator reads when the server cannot start: one line saying what is wrong and what to do, on
 * standard error, and a non-zero exit. The stack trace only at LOG_LEVEL=debug (it helps a developer, not
 * the person who set DATABASE_URL).
 */

/** The phase that failed: the same error code means something else while opening the database or listening. */
export type StartupPhase = 'configuration' | 'data-directory' | 'database' | 'migration' | 'listen' | 'start';

/** A failure of one phase of the start, with what the server was trying to reach. */
export class StartupFailure extends Error {
  constructor(
    readonly phase: StartupPhase,
    readonly cause: unknown,
    readonly target: { databaseUrl?: string; dataDir?: string; host?: string; port?: number } = {},
  ) {
    super(`start-up failed in phase ${phase}`, { cause });
  }
}

type ErrorLike = { code?: unknown; message?: unknown; errno?: unknown; syscall?: unknown; cause?: unknown; errors?: unknown };

/** The first error code along the causes (an AggregateError of a dual-stack connect carries them in `errors`). */
function codeOf(err: unknown): string | undefined {
  let e = err as ErrorLike | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string' && e.code) return e.code;
    if (Array.isArray(e.errors)) {
      const inner = e.errors.map(codeOf).find(Boolean);
      if (inner) return inner;
    }
    e = e.cause as ErrorLike | undefined;
  }
  return undefined;
}

const messageOf = (err: unknown) =>
  err && typeof err === 'object' && typeof (err as ErrorLike).message === 'string' ? String((err as ErrorLike).message) : String(err);

/** host:port/database of a database URL, without the user and the password. */
function whereIs(databaseUrl?: string): { server: string; database: string } {
  try {
    const url = new URL(databaseUrl ?? '');
    return { server: `${url.hostname}:${url.port || '5432'}`, database: decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default)' };
  } catch {
    return { server: '(unreadable DATABASE_URL)', database: '(unknown)' };
  }
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);
const DEBUG_HINT = 'LOG_LEVEL=debug shows the details';

/** The one line for a failure at start (without a trailing newline). */
export function describeStartupFailure(err: unknown): string {
  if (!(err instanceof StartupFailure)) return `Club Pulse could not start: ${messageOf(err)} (${DEBUG_HINT}).`;
  const { phase, target } = err;
  const cause = err.cause;
  const code = codeOf(cause);
  const lead = 'Club Pulse could not start:';
  if (phase === 'configuration') return `${lead} ${messageOf(cause)} Fix the environment (README, "Configuration") and start again.`;
  if (phase === 'data-directory') return `${lead} ${messageOf(cause)}.`;
  if (phase === 'listen') {
    const at = `${target.host}:${target.port}`;
    if (code === 'EADDRINUSE')
      return `${lead} port ${at} is already in use (EADDRINUSE): stop what listens there (an older Club Pulse still running?) or set PORT to a free port.`;
    if (code === 'EACCES') return `${lead} not allowed to listen on ${at} (EACCES): use a PORT above 1023 and a reverse proxy in front.`;
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      return `${lead} HOST ${target.host} is not an address of this machine (${code}): set HOST to one of its addresses, localhost or 0.0.0.0.`;
    return `${lead} cannot listen on ${at} (${code ?? messageOf(cause)}): check HOST and PORT (${DEBUG_HINT}).`;
  }
  if (phase === 'database' || phase === 'migration') {
    if (!target.databaseUrl) {
      const what = phase === 'migration' ? 'the migration of the embedded database' : 'the embedded database';
      return `${lead} ${what} in ${target.dataDir} failed (${code ?? messageOf(cause)}): restore the last backup (npm run restore -- <file>) or move the directory aside (${DEBUG_HINT}).`;
    }
    const { server, database } = whereIs(target.databaseUrl);
    if (code && CONNECTION_CODES.has(code))
      return `${lead} cannot reach the database server at ${server} (${code}): start PostgreSQL there, or correct DATABASE_URL.`;
    if (code === '3D000')
      return `${lead} the database "${database}" does not exist on ${server} (3D000): create it (createdb ${database}) or correct DATABASE_URL.`;
    if (code === '28P01' || code === '28000')
      return `${lead} the database server at ${server} refused the user of DATABASE_URL (${code}): check the user name and password.`;
    if (code === '57P03') return `${lead} the database server at ${server} is starting up or shutting down (57P03): start again in a moment.`;
    if (code === '42501')
      return `${lead} the user of DATABASE_URL may not change the schema of "${database}" (42501): give it ownership of the database, or run the first start as its owner.`;
    if (phase === 'migration') {
      return `${lead} the migration of the database "${database}" on ${server} failed (${code ?? messageOf(cause)}); nothing is half-applied (each migration runs in a transaction): restore the last dump, or ask for help with the details (${DEBUG_HINT}).`;
    }
    return `${lead} cannot open the database at ${server} (${code ?? messageOf(cause)}): check DATABASE_URL (${DEBUG_HINT}).`;
  }
  return `${lead} ${messageOf(cause)}${code ? ` (${code})` : ''} (${DEBUG_HINT}).`;
}

/** The stack of the failure and of its causes, for LOG_LEVEL=debug. */
export function stackOf(err: unknown): string {
  const parts: string[] = [];
  let e = err as ErrorLike & { stack?: string };
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    parts.push(String(e.stack ?? e.message));
    e = e.cause as typeof e;
  }
  return parts.join('\ncaused by: ');
}
