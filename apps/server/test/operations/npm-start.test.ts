/**
 * `npm start` as an operator, a PID file or a container runtime sees it: the PID it returns is the one that gets
 * SIGTERM. The server behind it must drain (readiness 503, still serving), stop within the grace period, say
 * so in a last log line, and leave the port free. No wrapper stays behind: npm's only child is the server, and
 * the server has no child of its own. The embedded database with its demo data, as the README promises.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerOnce, freePort } from '../processes.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'cp-npm-start-'));
const GRACE_MS = 3000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The PIDs of a process's children (Linux: /proc/<pid>/task/<tid>/children). */
function childrenOf(pid: number): number[] {
  const tasks = join('/proc', String(pid), 'task');
  if (!existsSync(tasks)) return [];
  return readdirSync(tasks).flatMap((tid) =>
    readFileSync(join(tasks, tid, 'children'), 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );
}
const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
const status = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
    (r) => r.status,
    () => 0,
  );

let npm: ChildProcess | undefined;
beforeAll(() => {
  buildServerOnce();
}, 120_000);
afterAll(() => {
  if (npm?.pid && npm.exitCode === null) npm.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('is npm and the server alone; SIGTERM to its PID drains, stops within the grace period with a last line, and frees the port', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    npm = spawn('npm', ['start', '--silent'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME ?? tmpdir(),
        // What is built already (beforeAll): the build of `npm start` is not what this test is about.
        SKIP_BUILD: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CAPTCHA_ENABLED: 'false',
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    npm.stdout?.on('data', (c) => (out += c));
    npm.stderr?.on('data', (c) => (out += c));
    const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
      npm?.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    // Ready: polled (a first start migrates and loads the demo data; slow on a loaded machine).
    const deadline = Date.now() + 120_000;
    while ((await status(`${base}/api/ready`)) !== 200) {
      if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not get ready:\n${out}`);
      await sleep(200);
    }
    expect(out).toContain('demo data loaded');
    // The instance names its own address; the readiness polls above are not logged at info.
    expect(out).toContain(`Club Pulse is listening on http://127.0.0.1:${port}`);
    expect(out).not.toContain('request completed');

    // One server process under npm, no shell and no wrapper around it, and nothing under the server.
    const npmPid = npm.pid as number;
    const children = childrenOf(npmPid);
    expect(children).toHaveLength(1);
    const serverPid = children[0] as number;
    expect(commandOf(serverPid)).toMatch(/node .*scripts\/server\.mjs main/);
    expect(childrenOf(serverPid)).toEqual([]);

    const signalled = Date.now();
    process.kill(npmPid, 'SIGTERM');
    // Draining: not ready for new traffic, still serving what arrives.
    while ((await status(`${base}/api/ready`)) === 200) await sleep(50);
    expect(await status(`${base}/api/ready`)).toBe(503);
    expect(await status(`${base}/api/health`)).toBe(200);

    const { code, signal, at } = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // The grace period, then the close; far below the 90 s a service manager waits before SIGKILL.
    expect(at - signalled).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(at - signalled).toBeLessThan(GRACE_MS + 30_000);
    const lines = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; signal?: string });
    expect(lines.at(-1)).toMatchObject({ msg: 'Club Pulse stopped', signal: 'SIGTERM' });
    expect(lines.some((l) => l.msg === 'draining, then shutting down')).toBe(true);

    // Nothing left behind: the server process is gone and the port can be taken again.
    for (let i = 0; i < 50 && alive(serverPid); i++) await sleep(100);
    expect(alive(serverPid)).toBe(false);
    expect(await portIsFree(port)).toBe(true);
  }, 240_000);
});
