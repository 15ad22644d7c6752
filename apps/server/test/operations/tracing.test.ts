/**
 * OpenTelemetry tracing (apps/server/src/telemetry.ts): the compiled server, started with
 * OTEL_EXPORTER_OTLP_ENDPOINT naming a collector (here a loopback HTTP server that keeps what it is sent), exports
 * one span per API request named by the route's pattern; the address as sent (an id in the path) never leaves the
 * server, the health checks are not traced, and the spans still waiting are sent when SIGTERM stops the server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerOnce, freePort } from '../processes.ts';

const server = join(dirname(fileURLToPath(import.meta.url)), '../..');
const received: Array<{ path: string; body: string }> = [];
let collector: Server;
let child: ChildProcess | undefined;
let port = 0;
let output = '';

beforeAll(async () => {
  buildServerOnce();
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('latin1') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const collectorPort = await freePort();
  await new Promise<void>((resolve) => collector.listen(collectorPort, '127.0.0.1', resolve));
  port = await freePort();
  child = spawn(process.execPath, ['dist/main.js'], {
    cwd: server,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: 'memory://',
      DEMO_DATA: 'false',
      CAPTCHA_ENABLED: 'false',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      OTEL_SERVICE_NAME: 'club-pulse-test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}):\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`not ready after 90 s:\n${output}`);
}, 150_000);

afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await new Promise((resolve) => collector?.close(resolve));
});

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('exports a span per API request, by route pattern, without the address as sent; flushed on SIGTERM', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/evaluation/987654/ended`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);

    const traces = received.filter((r) => r.path === '/v1/traces');
    expect(traces.length, `the collector received: ${received.map((r) => r.path).join(', ') || 'nothing'}\n${output}`).toBeGreaterThan(0);
    const sent = traces.map((r) => r.body).join('\n');
    expect(sent).toContain('GET /api/evaluation/:id/ended');
    expect(sent).toContain('club-pulse-test');
    // The id of the address never leaves the server; the health check is not traced.
    expect(sent).not.toContain('987654');
    expect(sent).not.toContain('/api/health');
  }, 60_000);
});
