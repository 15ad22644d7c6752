import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit anti-forgery (docs/design.md#api): a random `XSRF-TOKEN` cookie (SameSite=Strict) that the client
 * echoes in `X-XSRF-TOKEN` on unsafe methods. Stateless, so any server instance can check it.
 */
export function registerAntiForgery(app: FastifyInstance, opts: { secure: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: opts.secure,
        httpOnly: false,
      });
    }
    // Every unsafe method of every matched route, decided from the match, not from the URL's text.
    if (SAFE.has(request.method) || request.is404) return;
    const header = request.headers[XSRF_HEADER];
    const ok =
      typeof header === 'string' &&
      typeof cookie === 'string' &&
      header.length === cookie.length &&
      timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
    if (!ok) throw new AppError('AntiforgeryError');
  });
}
