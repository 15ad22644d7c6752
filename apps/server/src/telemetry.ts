import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { lifecycle } from './lib/lifecycle.ts';

/** Paths a balancer or a browser asks all the time, which a trace would only bury: not traced. */
const untraced = (path: string) => !path.startsWith('/api/') || path === '/api/health' || path === '/api/ready';

/**
 * OpenTelemetry tracing with the official Node SDK, when OTEL_EXPORTER_OTLP_ENDPOINT names a collector (OTLP over
 * HTTP; the SDK reads the standard OTEL_* variables: OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS, sampling…).
 * One span per API request, named by its route's pattern (lib/trace-names.ts), plus the requests the server
 * makes (SMTP is not HTTP: not traced). Spans are flushed when the server stops.
 */
export function startTracing() {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'club-pulse',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => untraced((request.url ?? '').split('?')[0] ?? '') })],
  });
  sdk.start();
  lifecycle.beforeExit.push(() => sdk.shutdown());
}
