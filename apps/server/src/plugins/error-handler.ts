import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@club-pulse/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { settlePendingSessionCheck } from './auth.ts';

const body = (code: ErrorCode, field?: string, message = ERROR_MESSAGES[code]) => ({
  errors: [{ code, message, ...(field ? { field } : {}) }],
});

/** Connection-level failures of the database: the caller may retry, nothing was half-written. */
const DB_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '53300']);
function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: string }).code;
    const msg = (e as { message?: string }).message ?? '';
    if ((code && DB_UNAVAILABLE.has(code)) || /Connection terminated|terminating connection|Client has encountered a connection error/i.test(msg)) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const STATUS_CODE: Record<number, ErrorCode> = {
  400: 'ValidationError',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'NotFound',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
};

/** One place turns every failure into the error shape of docs/design.md#api; a 5xx never leaks its cause. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (raised: FastifyError | AppError, request, reply) => {
    // A session check still running beside the route decides first (plugins/auth.ts).
    const err = (await settlePendingSessionCheck(request, raised)) as FastifyError | AppError;
    if (err instanceof AppError) {
      return reply.status(err.status).send(err.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const items = err.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const field = path || (v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || undefined;
        return { code: 'ValidationError', message: v.message ?? ERROR_MESSAGES.ValidationError, ...(field ? { field } : {}) };
      });
      return reply.status(400).send({ errors: items.length ? items : body('ValidationError').errors });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ code: (err as { code?: string }).code }, 'database unavailable');
      return reply.status(503).header('retry-after', '2').send(body('ServiceUnavailable'));
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = STATUS_CODE[status] ?? 'ValidationError';
      // Fastify's own 4xx messages (bad JSON, wrong content type) carry no secrets, but keep ours stable.
      return reply.status(ERROR_STATUS[code] === status ? status : 400).send(body(code));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('Generic'));
  });
}

/**
 * Unknown paths: the client page for GETs of client routes (when the client is served), else 404 in the error
 * shape. HEAD answers the same status and headers without the body (uptime monitors ask `HEAD /`).
 */
export function registerNotFound(app: FastifyInstance, indexHtml: string | null) {
  app.setNotFoundHandler((request, reply) => {
    // Only chooses between the client's page and a 404: nothing here is authorised by the URL's text.
    const path = (request.url.split('?')[0] ?? '').toLowerCase().replace(/\/{2,}/g, '/');
    const head = request.method === 'HEAD';
    // HEAD: the length GET's body would have, and no body.
    const answer = (payload: string) => (head ? reply.header('content-length', Buffer.byteLength(payload)).send() : reply.send(payload));
    if (indexHtml && (request.method === 'GET' || head) && !path.startsWith('/api/') && !path.startsWith('/assets/')) {
      reply.header('cache-control', 'no-cache').type('text/html');
      return answer(indexHtml);
    }
    reply.status(404).type('application/json; charset=utf-8');
    return answer(JSON.stringify(body('NotFound')));
  });
}
