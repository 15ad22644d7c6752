/**
 * First-run setup as an operator meets it: the server started the way a club runs it (NODE_ENV=production, no
 * demo data) prints the setup code in its log, the same code after a restart; `npm run setup` (the same entry
 * point, run here from the sources) creates the first admin from the command line, once; afterwards the server
 * prints no code. Processes of their own, on an embedded database in a temporary directory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { auditEvents, members, memberTwoFactor } from '../../src/db/schema/index.ts';
import { buildMember, enrollTwoFactor } from '../factories.ts';
import { freePort } from './loopback-smtp.ts';

const server = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'cp-setup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ENV = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  JWT_SECRET: 'setup-command-test-secret-0123456789abcdef',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  CAPTCHA_ENABLED: 'false',
  LOG_LEVEL: 'warn',
  SHUTDOWN_GRACE_MS: '0',
  WEB_DIST: '/nonexistent',
};
const CODE_LINE = /First-run setup: open (\S+)\/setup and enter the code ([0-9A-Z]{4}-[0-9A-Z]{4})/g;

/** Runs an entry point of the server from its sources (what `npm start` and `npm run setup` run compiled). */
function run(entry: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: server,
    env: { ...ENV, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Starts the server, waits until it is ready, stops it (SIGTERM); answers what it printed. */
async function startAndStop(check?: (port: number) => Promise<void>): Promise<string> {
  const port = await freePort();
  const started = run('src/main.ts', [], { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  try {
    // Up to 3 minutes: started from the sources through tsx, slow on a loaded 2-core machine.
    for (let i = 0; ; i++) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (started.child.exitCode !== null) throw new Error(`the server stopped:\n${started.output()}`);
      if (i >= 1800) throw new Error(`the server was not ready after 3 minutes:\n${started.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await check?.(port);
  } finally {
    stop(started.child);
    await started.exited;
  }
  return started.output();
}
const stop = (child: ChildProcess) => child.exitCode === null && child.kill('SIGTERM');
const codesIn = (output: string) => [...output.matchAll(CODE_LINE)].map((m) => m[2]);

describe('first-run setup from the log and the command line', () => {
  let code = '';

  it('prints the setup code once per start, the same after a restart, and where to enter it', async () => {
    const first = await startAndStop();
    expect(codesIn(first)).toHaveLength(1);
    code = codesIn(first)[0] ?? '';
    expect(first).toMatch(/open http:\/\/127\.0\.0\.1:\d+\/setup and enter the code/);
    const second = await startAndStop(async (port) => {
      const status = await fetch(`http://127.0.0.1:${port}/api/setup/status`);
      expect(status.status).toBe(200);
    });
    expect(codesIn(second)).toEqual([code]);
  }, 420_000);

  it('creates the first admin with npm run setup (password from SETUP_PASSWORD or standard input), once', async () => {
    const weak = run('src/operations/setup-cli.ts', ['--email', 'ada@club.example.test', '--name', 'Ada Lovelace'], { SETUP_PASSWORD: 'weak' });
    expect(await weak.exited).toBe(1);
    expect(weak.output()).toMatch(/password: The password must have/);

    const piped = run('src/operations/setup-cli.ts', ['--email', 'ada@club.example.test', '--name', 'Ada Lovelace', '--language', 'it']);
    piped.child.stdin?.end('First-Admin-2026\n');
    expect(await piped.exited).toBe(0);
    expect(piped.output()).toContain('Admin ada@club.example.test created');

    const again = run('src/operations/setup-cli.ts', ['--email', 'bob@club.example.test', '--name', 'Bob', '--surname', 'Builder'], {
      SETUP_PASSWORD: 'Second-Admin-2026',
    });
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('has an admin already');
  }, 420_000);

  it('prints no code once an admin exists, and the setup answers 404 while the admin signs in', async () => {
    const output = await startAndStop(async (port) => {
      expect((await fetch(`http://127.0.0.1:${port}/api/setup/status`)).status).toBe(404);
      const signIn = await fetch(`http://127.0.0.1:${port}/api/member/authenticate`, {
        method: 'POST',
        headers: { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@club.example.test', password: 'First-Admin-2026' }),
      });
      expect(signIn.status).toBe(200);
    });
    expect(output).not.toContain('First-run setup');
    expect(output).not.toContain(code);
  }, 420_000);

  it("removes an admin's two-factor sign-in with npm run reset-two-factor, ends their sessions and audits it; refuses anyone else", async () => {
    // The only admin enrolled (as if set up with an app), then the authenticator and the recovery codes are lost.
    const open = () => openDatabase({ dataDir });
    let database = await open();
    const [ada] = await database.db.select().from(members).where(eq(members.email, 'ada@club.example.test'));
    if (!ada) throw new Error('no admin');
    await enrollTwoFactor(database.db, ada.id);
    const player = await buildMember(database.db, { email: 'pia@club.example.test' });
    await database.close();

    const reset = run('src/operations/reset-two-factor-cli.ts', ['--email', 'ADA@club.example.test']);
    expect(await reset.exited, reset.output()).toBe(0);
    expect(reset.output()).toContain('Two-factor sign-in removed for ada@club.example.test; their sessions are ended.');

    database = await open();
    try {
      expect(await database.db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, ada.id))).toEqual([]);
      const [after] = await database.db.select({ v: members.tokenVersion }).from(members).where(eq(members.id, ada.id));
      expect(after?.v).toBe(ada.tokenVersion + 1);
      const audited = await database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'member.twoFactorReset'), eq(auditEvents.target, `member:${ada.id}`), isNull(auditEvents.actorId)));
      expect(audited[0]?.n).toBe(1);
    } finally {
      await database.close();
    }

    const notAdmin = run('src/operations/reset-two-factor-cli.ts', ['--email', player.email]);
    expect(await notAdmin.exited).toBe(1);
    expect(notAdmin.output()).toContain('is not a platform admin');
    const unknown = run('src/operations/reset-two-factor-cli.ts', ['--email', 'nobody@club.example.test']);
    expect(await unknown.exited).toBe(1);
    expect(unknown.output()).toContain('No member has the email nobody@club.example.test');
    const bare = run('src/operations/reset-two-factor-cli.ts', []);
    expect(await bare.exited).toBe(2);
    expect(bare.output()).toContain('usage: npm run reset-two-factor');
  }, 420_000);
});
