/** Small helpers shared by the benchmark phases: ports, HTTP, statistics, memory, child processes. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** The anti-forgery pair every unsafe /api call needs (cookie and header with the same value). */
export const XSRF = 'x';
export const XSRF_HEADERS = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export const round = (n: number, digits = 1) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);

/** Resident memory of a process from /proc (Linux): peak (VmHWM) and current (VmRSS), in MiB. */
export function memoryOf(pid: number): { peakMiB: number; rssMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { peakMiB: round(kb('VmHWM') / 1024), rssMiB: round(kb('VmRSS') / 1024) };
}

/** A timed HTTP request (milliseconds, status, parsed JSON body when there is one). */
export async function timedFetch(
  url: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ ms: number; status: number; body: unknown }> {
  const headers: Record<string, string> = { ...XSRF_HEADERS };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const t0 = performance.now();
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { ms, status: res.status, body };
}

/**
 * A GET client for timing one request at a time: node:http on one kept-alive connection, accepting gzip as a
 * browser does and decoding it in one call. `fetch` (undici, WHATWG streams, streamed decompression) spends
 * about 0.5 ms of this process's time on each request (bench/list-overhead.ts shows both); that is the
 * measuring tool's cost, not the app's, and it weighed a third of a 2 ms list request.
 */
export function keptAliveGet(base: string) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ ms: number; status: number; body: unknown; encoding: string | undefined }>((resolve, reject) => {
      const t0 = performance.now();
      const req = request({ host: url.hostname, port: url.port, path, agent, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
          const ms = performance.now() - t0;
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ ms, status: res.statusCode ?? 0, body, encoding });
        });
      });
      req.on('error', reject);
      req.end();
    });
  return { get, close: () => agent.destroy() };
}

/** Polls `url` until it answers 200; returns the milliseconds since `since` (performance.now()). */
export async function waitFor200(url: string, since: number, child?: ChildProcess, timeoutMs = 180_000): Promise<number> {
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before ${url} answered 200`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** Spawns a Node process (TypeScript through tsx) with its output kept for error messages. */
export function spawnNode(args: string[], env: Record<string, string | undefined>, cwd: string, opts: { tsx?: boolean } = {}) {
  const child = spawn(process.execPath, [...(opts.tsx === false ? [] : ['--import', 'tsx']), ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output = (output + d).slice(-8000);
  });
  child.stderr?.on('data', (d) => {
    output = (output + d).slice(-8000);
  });
  return { child, output: () => output };
}

/** Ends a child process and waits for its exit (SIGTERM, then SIGKILL after `graceMs`). */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
