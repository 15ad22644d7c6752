/**
 * Every way the start can fail tells the operator, in one line on standard error, what is wrong and what to do,
 * and exits non-zero: no stack trace unless LOG_LEVEL=debug. The compiled server, as production runs it.
 * The missing database and PostgreSQL's migration failure need PostgreSQL (TEST_DATABASE_URL).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerOnce, freePort, throwAwayDatabase } from '../processes.ts';

const server = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PG_URL = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cp-startup-'));
  dirs.push(dir);
  return dir;
};

/** Starts the compiled server with `env` and waits (up to 2 minutes) for it to give up. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: server,
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        CAPTCHA_ENABLED: 'false',
        WEB_DIST: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after 120 s:\n${stdout}\n${stderr}`));
    }, 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

/** Exactly one line on standard error, no stack frame anywhere, a non-zero exit. */
function expectOneLine(result: { code: number | null; stderr: string; stdout: string }, line: RegExp) {
  const lines = result.stderr.split('\n').filter(Boolean);
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^Club Pulse could not start: /);
  expect(lines[0]).toMatch(line);
  expect(`${result.stdout}${result.stderr}`).not.toMatch(/^\s+at /m);
  expect(result.code).toBe(1);
}

beforeAll(() => {
  buildServerOnce();
}, 120_000);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a start that fails', () => {
  it('on the configuration: names every wrong variable and where to fix it', async () => {
    const result = await start({ PORT: 'abc', JWT_SECRET: 'short', DATA_DIR: tempDir() });
    expectOneLine(result, /invalid configuration: PORT: .*; JWT_SECRET: must be at least 32 characters.*Fix the environment/);
  }, 150_000);

  it('on an unreachable database: names the server and the code, and says to start PostgreSQL or correct DATABASE_URL', async () => {
    const port = await freePort();
    const result = await start({ DATABASE_URL: `postgres://postgres:secret-pass@127.0.0.1:${port}/clubpulse` });
    expectOneLine(
      result,
      new RegExp(`cannot reach the database server at 127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\): start PostgreSQL there, or correct DATABASE_URL`),
    );
    // The password of the URL is never printed.
    expect(result.stderr).not.toContain('secret-pass');
  }, 150_000);

  it('shows the stack trace only at LOG_LEVEL=debug', async () => {
    const port = await freePort();
    const result = await start({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/clubpulse`, LOG_LEVEL: 'debug' });
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toMatch(/cannot reach the database server .*ECONNREFUSED/);
    expect(result.stderr).toMatch(/^\s+at /m);
  }, 150_000);

  it('on a port in use: names the address and says to stop what listens there or choose another PORT', async () => {
    const port = await freePort();
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const result = await start({ PORT: String(port), DATA_DIR: tempDir() });
      expectOneLine(result, new RegExp(`port 127\\.0\\.0\\.1:${port} is already in use \\(EADDRINUSE\\): stop what listens there .* or set PORT`));
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 150_000);

  it('on a failed migration of the embedded database: says so, what to do, and gives the data directory back', async () => {
    const dataDir = tempDir();
    // A table of the first migration already there, not made by it: the migration cannot create it.
    const embedded = new PGlite(join(dataDir, 'pglite'));
    await embedded.exec('create table accounts (id text)');
    await embedded.close();
    const result = await start({ DATA_DIR: dataDir });
    expectOneLine(result, /the migration of the embedded database in .* failed \(42P07\): restore the last backup/);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
  }, 150_000);

  describe.runIf(PG_URL)('on PostgreSQL', () => {
    it('on a database that does not exist: says to create it', async () => {
      const url = new URL(PG_URL as string);
      url.pathname = `/cp_missing_${Date.now()}`;
      const result = await start({ DATABASE_URL: url.toString() });
      expectOneLine(
        result,
        /the database "cp_missing_\d+" does not exist on .* \(3D000\): create it \(createdb cp_missing_\d+\) or correct DATABASE_URL/,
      );
    }, 150_000);

    it('on a failed migration: says so and what to do', async () => {
      const database = await throwAwayDatabase(PG_URL as string, 'cp_badmigration');
      try {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await client.query('create table accounts (id text)');
        await client.end();
        const result = await start({ DATABASE_URL: database.url });
        expectOneLine(result, /the migration of the database "cp_badmigration_\w+" on .* failed \(42P07\); .*restore the last dump/);
      } finally {
        await database.drop();
      }
    }, 150_000);
  });
});
