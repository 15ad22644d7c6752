/**
 * The server's entry (`npm start`, `node apps/server/dist/main.js`). With OTEL_EXPORTER_OTLP_ENDPOINT set, tracing
 * starts first (telemetry.ts), and only then is the server imported: the HTTP instrumentation must be in place
 * before the server's modules load node:http. The start itself is start.ts.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./telemetry.ts');
  startTracing();
}
await import('./start.ts');

export {};
