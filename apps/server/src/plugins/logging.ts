import type { FastifyRequest } from 'fastify';

/**
 * What the logs may hold. Logs are read by more people, kept longer and copied further than the database:
 * they never hold a credential (passwords, session, reset and invitation tokens, study links), a statement's
 * parameters (an argon2 hash, a birth date, an answer) or a database message that quotes a value.
 */

/** Keys whose values never reach a log line, wherever they appear. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'link',
  '*.password',
  '*.token',
  '*.params',
];

/**
 * A request target for the log: the path, and the names of its query parameters without their values. The
 * page a reset or invitation mail opens carries the token and the email in its query string
 * (`/reset-password?email=…&token=…`), a study link its study token.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** pino serializer of `req`: method, target without query values, request id and the client's address. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
}

type ErrorLike = {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  statusCode?: unknown;
};

/** A PostgreSQL error (SQLSTATE code) or a query wrapper of the ORM (which quotes the parameters). */
const isDatabaseError = (e: ErrorLike) => (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) || ('query' in e && 'params' in e);

/** The stack's frames without its first line, which repeats the message. */
const framesOf = (stack?: string) =>
  stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * pino serializer of `err`: enough to find the fault (type, codes, the statement's text with its
 * placeholders, the frames) and nothing a database error quotes: no parameters, no message, no detail.
 * Other errors keep their message and stack. The causes are followed a few levels down.
 */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const e = err as ErrorLike;
  const type = e.name ?? e.constructor?.name ?? 'Error';
  const cause = e.cause && depth < 4 ? serializeError(e.cause, depth + 1) : undefined;
  if (isDatabaseError(e)) {
    const what = `database error${typeof e.code === 'string' ? ` ${e.code}` : ''}`;
    return {
      type,
      message: what,
      code: e.code,
      ...(typeof e.query === 'string' ? { query: e.query } : {}),
      ...(e.constraint ? { constraint: e.constraint } : {}),
      ...(e.table ? { table: e.table } : {}),
      ...(e.column ? { column: e.column } : {}),
      ...(e.routine ? { routine: e.routine } : {}),
      stack: `${type}: ${what}\n${framesOf(e.stack) ?? ''}`,
      ...(cause ? { cause } : {}),
    };
  }
  return {
    type,
    message: e.message ?? '',
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    stack: e.stack ?? '',
    ...(cause ? { cause } : {}),
  };
}

/** The logger options of the app: the level and destination given, always with these serializers and redactions. */
export function loggerOptions(level: string, given: object = {}) {
  return { level, ...given, redact: LOG_REDACT, serializers: { req: serializeRequest, err: serializeError } };
}
