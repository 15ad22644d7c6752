/**
 * The container image (Containerfile at the root), checked without a container runtime (this machine has none, and
 * the tests do not build the image): the file's last stage runs as an unprivileged user, with `node` itself as the
 * process that gets SIGTERM; and its CMD, run here with its ENV as an unprivileged user, serves the app from a data
 * folder that user owns, passes the file's HEALTHCHECK, and stops on SIGTERM with exit code 0. What is not checked
 * here: that the image builds, and the runtime stage's `npm ci --omit=dev --workspace` (docs/operations.md says so).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerOnce, freePort } from '../processes.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const NOBODY = 65534;

interface Stage {
  from: string;
  env: Record<string, string>;
  user?: string;
  cmd?: string[];
  healthcheck?: string[];
  stopSignal?: string;
}

/** The stages of a Containerfile: FROM, ENV, USER, CMD and HEALTHCHECK of each (continuation lines joined). */
function stagesOf(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, instruction = '', rest = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    const stage = stages.at(-1);
    switch (instruction.toUpperCase()) {
      case 'FROM':
        stages.push({ from: rest, env: {} });
        break;
      case 'ENV':
        for (const [, key, value] of rest.matchAll(/(\w+)=("[^"]*"|\S+)/g)) stage!.env[key!] = value!.replace(/^"|"$/g, '');
        break;
      case 'USER':
        stage!.user = rest;
        break;
      case 'CMD':
        stage!.cmd = JSON.parse(rest);
        break;
      case 'HEALTHCHECK':
        stage!.healthcheck = JSON.parse(rest.slice(rest.indexOf('CMD') + 3));
        break;
      case 'STOPSIGNAL':
        stage!.stopSignal = rest;
        break;
    }
  }
  return stages;
}

/** The folders from `/` to `dir` that others could not traverse, with their modes, once `openTheWay` opened them. */
const opened: Array<[string, number]> = [];
function openTheWay(dir: string) {
  const parts = resolve(dir).split(sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const path = `${sep}${parts.slice(0, i).join(sep)}`;
    const mode = statSync(path).mode & 0o7777;
    if ((mode & 0o001) === 0) {
      opened.push([path, mode]);
      chmodSync(path, mode | 0o001);
    }
  }
}

const stages = stagesOf(readFileSync(join(root, 'Containerfile'), 'utf8'));
const image = stages.at(-1)!;

describe('Containerfile', () => {
  it('builds in one stage and runs in another, as an unprivileged user, with node as the process that gets SIGTERM', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(image.user).toBeDefined();
    expect(['root', '0']).not.toContain(image.user);
    // The exec form: node is PID 1, not a shell that would keep the signal for itself.
    expect(image.cmd?.[0]).toBe('node');
    expect(image.cmd?.at(-1)).toBe('apps/server/dist/main.js');
    expect(image.stopSignal ?? 'SIGTERM').toBe('SIGTERM');
    expect(image.env.NODE_ENV).toBe('production');
    expect(image.healthcheck?.join(' ')).toContain('/api/ready');
  });
});

describe("the image's command, run as an unprivileged user", () => {
  let server: ChildProcess | undefined;
  let port = 0;
  let output = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-container-'));
  // The client's build (apps/web/dist in the image) is not made by the unit tests: a page of its own stands in.
  const webDist = mkdtempSync(join(tmpdir(), 'cp-container-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Club Pulse</title><div id="root"></div>');
  chmodSync(webDist, 0o755);
  const asRoot = process.getuid?.() === 0;

  beforeAll(async () => {
    buildServerOnce();
    port = await freePort();
    // The data folder belongs to the user the server runs as, as the image's /data belongs to `node`.
    if (asRoot) chownSync(dataDir, NOBODY, NOBODY);
    const [command, ...args] = image.cmd!;
    const env = {
      PATH: process.env.PATH,
      ...image.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      JWT_SECRET: 'container-test-secret-0123456789abcdef',
      LOG_LEVEL: 'info',
    };
    // As root (CI), the server drops to `nobody`, who may write only its data. In the image every file is readable by
    // all; a checkout in a private folder (mktemp -d: 0700) is not, so the folders on the way to it are opened for
    // traversal (o+x) while the test runs, and closed again after. (A capability such as CAP_DAC_READ_SEARCH does not
    // do: access(2), behind the migrator's existsSync, checks without capabilities.)
    if (asRoot) openTheWay(root);
    const drop = ['--reuid', String(NOBODY), '--regid', String(NOBODY), '--clear-groups'];
    server = asRoot
      ? spawn('setpriv', [...drop, command!, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(command === 'node' ? process.execPath : command!, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (c) => (output += c));
    server.stderr?.on('data', (c) => (output += c));
    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline) {
      const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode}):\n${output}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`not ready after 100 s:\n${output}`);
  }, 180_000);

  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    for (const [dir, mode] of opened) chmodSync(dir, mode);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it('runs as a user other than root, serves the app and a page of the client, and passes the HEALTHCHECK', async () => {
    const uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${server!.pid}/status`, 'utf8'))?.[1]);
    expect(uid).not.toBe(0);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // The file's own HEALTHCHECK command, with the image's PORT as the server has it.
    const [command, ...args] = image.healthcheck!;
    expect(command).toBe('node');
    const check = () => execFileSync(process.execPath, args, { env: { PATH: process.env.PATH, PORT: String(port) }, stdio: 'pipe' });
    expect(check).not.toThrow();
    // And it fails when nothing answers there.
    expect(() => execFileSync(process.execPath, args, { env: { PATH: process.env.PATH, PORT: '9' }, stdio: 'pipe' })).toThrow();
  });

  it("stops on SIGTERM (the container runtime's stop) with exit code 0 and a last log line", async () => {
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('Club Pulse stopped');
  }, 30_000);
});
