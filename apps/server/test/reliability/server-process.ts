/** The real server as a child process on loopback, for the fault tests (faults.test.ts). */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XSRF } from '../helpers.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The signing settings of every server process these tests start (the tests mint tokens with them). */
export const JWT = { secret: 'fault-test-secret-fault-test-secret-01', issuer: 'club-pulse', audience: 'club-pulse-web' };
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The real server as a child process (`node --import tsx apps/server/src/main.ts`), on loopback. */
export class ServerProcess {
  child: ChildProcess | null = null;
  output = '';
  constructor(
    readonly databaseUrl: string,
    readonly port: number,
    readonly env: Record<string, string> = {},
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.output = '';
    this.child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATABASE_URL: this.databaseUrl,
        DATA_DIR: '/tmp/club-pulse-faults-data',
        JWT_SECRET: JWT.secret,
        LOG_LEVEL: 'silent',
        DEMO_DATA: 'false',
        CAPTCHA_ENABLED: 'false',
        RATE_LIMIT_ENABLED: 'false',
        PASSWORD_HASH_FAST: 'true',
        WEB_DIST: '/nonexistent',
        ...this.env,
      },
    });
    this.child.stdout?.on('data', (d) => {
      this.output += d;
    });
    this.child.stderr?.on('data', (d) => {
      this.output += d;
    });
    // Up to 90 s: a start compiles the server with tsx and, after a SIGKILL, waits for PostgreSQL to let go of
    // the killed process's migration lock; on a loaded 2-core machine both took longer than 30 s.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited: ${this.output}`);
      try {
        const res = await fetch(`${this.base}/api/ready`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`server did not become ready in 90 s: ${this.output}`);
  }

  /** Kills the process: SIGKILL (no shutdown hook runs) unless told otherwise; waits until it is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL') {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill(signal);
    await Promise.race([exited, sleep(10_000)]);
    this.child = null;
  }

  request(method: string, path: string, token?: string, body?: unknown) {
    return fetch(`${this.base}${path}`, {
      method,
      headers: {
        cookie: `XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  }
}
