/**
 * Helpers of the tests that start real processes: the compiled server, built once for them all; a free loopback
 * port; and a PostgreSQL database of their own.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const newest = (path: string): number =>
  statSync(path).isDirectory() ? readdirSync(path).reduce((t, name) => Math.max(t, newest(join(path, name))), 0) : statSync(path).mtimeMs;
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The compiled server (apps/server/dist), built when a source is newer than it, once however many test files ask at
 * the same moment (in several workers): a build replaces dist/ whole, so a second build while another file's server
 * runs from dist/ took its migrations away mid-start ("Can't find meta/_journal.json"). The first asker builds under
 * a lock; the others wait for it and find the build fresh.
 */
export function buildServerOnce() {
  const main = join(serverDir, 'dist/main.js');
  const lock = join(serverDir, '.test-build-lock');
  const sources = () =>
    Math.max(newest(join(serverDir, 'src')), newest(join(serverDir, '../../packages/contracts/src')), newest(join(serverDir, 'scripts')));
  const deadline = Date.now() + 180_000;
  while (!(existsSync(main) && statSync(main).mtimeMs >= sources())) {
    try {
      mkdirSync(lock);
    } catch {
      // Another worker builds: wait for it (a lock older than the deadline is a crashed run's, and is taken over).
      if (Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      sleepSync(200);
      continue;
    }
    try {
      if (!(existsSync(main) && statSync(main).mtimeMs >= sources()))
        execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'pipe' });
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** A port nobody listens on (asked from the system, then released for the process under test). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A throw-away database next to `serverUrl`'s; `drop()` removes it (forcing out any connection left). */
export async function throwAwayDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
