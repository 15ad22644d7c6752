/**
 * The compiled server, as production runs it (`node apps/server/dist/main.js`, no TypeScript loader): it
 * starts on an embedded database, serves, and on SIGTERM finishes the requests in flight, refuses new ones,
 * closes the database and exits 0; it starts again on the same data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerOnce, freePort } from '../processes.ts';

const server = join(dirname(fileURLToPath(import.meta.url)), '../..');
const XSRF = { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x', 'content-type': 'application/json' };
const dataDir = mkdtempSync(join(tmpdir(), 'cp-compiled-'));

async function start(port: number): Promise<{ child: ChildProcess; exited: Promise<number | null>; output: () => string }> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: server,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      // Long enough for the checks below to arrive while draining, also on a loaded machine.
      SHUTDOWN_GRACE_MS: '5000',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c) => (out += c));
  child.stderr?.on('data', (c) => (out += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, exited, output: () => out };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the compiled server did not start:\n${out}`);
}

const signIn = (port: number, email: string) =>
  fetch(`http://127.0.0.1:${port}/api/member/authenticate`, {
    method: 'POST',
    headers: XSRF,
    body: JSON.stringify({ email, password: 'ClubPulse2026' }),
  });

beforeAll(() => {
  buildServerOnce();
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the compiled server', () => {
  it('finishes the requests in flight on SIGTERM, refuses new ones, closes the database, exits 0, and starts again on the same data', async () => {
    const port = await freePort();
    const first = await start(port);
    // Real argon2 (no test shortcut): each sign-in takes tens of milliseconds; ten are in flight at once.
    const inFlight = Array.from({ length: 10 }, () => signIn(port, 'admin@clubpulse.example'));
    await new Promise((r) => setTimeout(r, 30));
    first.child.kill('SIGTERM');
    // Draining: not ready for new traffic, still serving what arrives.
    await new Promise((r) => setTimeout(r, 100));
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(503);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const answers = await Promise.all(
      inFlight.map((p) =>
        p.then(
          (r) => r.status,
          (e: Error) => `failed: ${e.message}`,
        ),
      ),
    );
    expect(answers).toEqual(Array(10).fill(200));
    expect(await first.exited).toBe(0);
    // Gone: nothing listens any more.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    // The same data, a new process: the demo admin still signs in.
    const second = await start(port);
    try {
      expect((await signIn(port, 'admin@clubpulse.example')).status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  }, 180_000);
});
