/** Small helpers shared by the benchmark phases: ports, HTTP, statistics, memory, child processes. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

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
