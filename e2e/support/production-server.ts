import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import pg from 'pg';

const root = new URL('../../', import.meta.url).pathname;

/** A server started as a club's IT person would start it (tests/go-live.spec.ts). */
export interface ProductionServer {
  baseURL: string;
  /** What the server has written so far (stdout and stderr): the production log an admin would read. */
  log(): string;
  /** Stops it as an operator would (SIGTERM, then SIGKILL after 15 s) and removes its data. */
  stop(): Promise<void>;
}

/** A port nobody listens on (asked from the system, then released for the server). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `npm start` with the production configuration of docs/operations.md section 2 on an empty database: an embedded
 * one in a temporary DATA_DIR, or, with `databaseUrl`, a fresh PostgreSQL database created beside it (and dropped
 * by `stop`). Mails go to the SMTP catcher on `smtpPort`. Resolves once /api/ready answers 200.
 */
export async function startProductionServer(opts: { run: string; databaseUrl?: string; smtpPort: number }): Promise<ProductionServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64'),
    PUBLIC_URL: baseURL,
    HOST: '127.0.0.1',
    PORT: String(port),
    SMTP_URL: `smtp://127.0.0.1:${opts.smtpPort}`,
    MAIL_FROM: 'Club Pulse <no-reply@club.example.test>',
    LOG_LEVEL: 'info',
  };
  let dataDir: string | undefined;
  let database: string | undefined;
  if (opts.databaseUrl) {
    database = `golive_${opts.run.replace(/[^a-z0-9]/g, '')}`;
    const client = new pg.Client({ connectionString: opts.databaseUrl });
    await client.connect();
    await client.query(`create database ${database}`);
    await client.end();
    const url = new URL(opts.databaseUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'club-pulse-golive-'));
    env.DATA_DIR = dataDir;
  }
  if (process.env.WEB_DIST) env.WEB_DIST = process.env.WEB_DIST;
  // `npm start` is `node scripts/server.mjs main`: with NODE_ENV=production it builds nothing and runs the
  // compiled server (the run's web server start, e2e/support/start-server.mjs, rebuilt it if it was stale).
  // Its own process group, so that a server that does not stop is killed with its wrapper.
  const server = spawn(process.execPath, [join(root, 'scripts/server.mjs'), 'main'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      // docs/operations.md: a stop drains for SHUTDOWN_GRACE_MS, then exits 0; at least 10 s before a SIGKILL.
      const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
      if (!stopped && server.pid) process.kill(-server.pid, 'SIGKILL');
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (database && opts.databaseUrl) {
      const client = new pg.Client({ connectionString: opts.databaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    }
  };

  try {
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`the server stopped:\n${log}`);
          return fetch(`${baseURL}/api/ready`)
            .then((r) => r.status)
            .catch(() => 0);
        },
        { timeout: 150_000, intervals: [250, 500, 1000] },
      )
      .toBe(200);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, log: () => log, stop };
}
