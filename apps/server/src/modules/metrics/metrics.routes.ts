import { timingSafeEqual } from 'node:crypto';
import type { ModulePlugin } from '../../lib/deps.ts';
import type { Metrics } from './metrics.ts';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * GET /metrics, Prometheus's text format: only when METRICS_TOKEN is set (otherwise not found, like any unknown
 * address), and only with `Authorization: Bearer <token>`. Public to the session check: a scraper has no
 * account, the token is its key.
 */
export const publicRoutes =
  (metrics: Metrics): ModulePlugin =>
  async (app, { deps }) => {
    const token = deps.config.metricsToken;
    if (!token) return;
    app.get('/metrics', {
      config: { access: 'public' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!same(given, token)) {
          reply.header('www-authenticate', 'Bearer');
          return reply.code(401).send({ errors: [{ code: 'Unauthorized', message: 'A valid metrics token is required.' }] });
        }
        reply.header('content-type', metrics.registry.contentType);
        return metrics.registry.metrics();
      },
    });
  };
