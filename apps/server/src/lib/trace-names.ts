import { trace } from '@opentelemetry/api';
import type { FastifyRequest } from 'fastify';

/**
 * Names the request's span by its route's pattern (`GET /api/evaluation/:id/ended`) and puts the pattern in place
 * of the address as sent: ids, study links' tokens and query strings stay out of the traces. A no-op when tracing
 * is off (no active span).
 */
export function nameRequestSpan(request: FastifyRequest) {
  const span = trace.getActiveSpan();
  if (!span) return;
  const route = request.routeOptions.url ?? 'unmatched';
  span.updateName(`${request.method} ${route}`);
  span.setAttributes({ 'http.route': route, 'http.target': route, 'url.path': route, 'url.query': '' });
}
