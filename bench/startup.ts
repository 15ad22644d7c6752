/**
 * Start-up and memory of the real server process (the compiled `node apps/server/dist/main.js`, as `npm start`
 * runs it): time from spawning the process to the first 200 of /api/ready on a fresh database (migrations and
 * demo data included) and on the existing one; resident memory (VmRSS, and the peak VmHWM) right after start,
 * and after a short mixed load followed by a few idle seconds (steady). The start on the existing database is
 * also measured through `tsx` (how the server started before the production build), alternating with the
 * compiled start, as the baseline of the same run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, median, memoryOf, round, sleep, spawnNode, stopChild, timedFetch, waitFor200, XSRF_HEADERS } from './lib.ts';

export interface StartupResult {
  database: 'pglite' | 'postgres';
  freshStartMs: number;
  existingStartMs: number;
  /** The same start through `node --import tsx apps/server/src/main.ts` (median of the rounds). */
  existingStartTsxMs: number;
  /** Median compiled start over the same rounds, and the ratio compiled / tsx. */
  existingStartCompiledMs: number;
  compiledOverTsx: number;
  afterStartRssMiB: number;
  /** Peak over the whole first life of the process: migrations and demo data on a fresh database. */
  freshPeakMiB: number;
  /** After the load and 5 idle seconds, on the existing database. */
  steadyRssMiB: number;
  /** Peak of the second process: start on the existing database plus the load. */
  peakMiB: number;
  loadRequestsPerSec: number;
  loadNon2xx: number;
}

const DEMO_PASSWORD = 'ClubPulse2026';

async function startServer(root: string, env: Record<string, string | undefined>, entry: 'compiled' | 'tsx' = 'compiled') {
  const port = await freePort();
  const t0 = performance.now();
  const proc =
    entry === 'compiled'
      ? spawnNode(['apps/server/dist/main.js'], { ...env, PORT: String(port), HOST: '127.0.0.1' }, root, { tsx: false })
      : spawnNode(['apps/server/src/main.ts'], { ...env, PORT: String(port), HOST: '127.0.0.1' }, root);
  const url = `http://127.0.0.1:${port}`;
  try {
    const ms = await waitFor200(`${url}/api/ready`, t0, proc.child);
    return { ...proc, url, ms };
  } catch (err) {
    await stopChild(proc.child);
    throw new Error(`${(err as Error).message}\n${proc.output()}`);
  }
}

async function signIn(url: string, email: string) {
  const res = await timedFetch(`${url}/api/member/authenticate`, { method: 'POST', body: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

/** A few seconds of what a training session looks like: the player's screens and the coach's report. */
async function mixedLoad(url: string, seconds: number, withClient: boolean) {
  const player = await signIn(url, 'player@clubpulse.example');
  const coach = await signIn(url, 'coach@clubpulse.example');
  const pending = await timedFetch(`${url}/api/evaluation/getMyPendingEvaluations`, { token: player });
  const evaluationId = (pending.body as Array<{ id: number }>)[0]?.id;
  const studies = await timedFetch(`${url}/api/manager/study/all`, { token: coach });
  const studyId = Array.isArray(studies.body) ? (studies.body as Array<{ id: number }>)[0]?.id : undefined;
  const auth = (t: string) => ({ ...XSRF_HEADERS, authorization: `Bearer ${t}` });
  const requests: autocannon.Request[] = [{ method: 'GET', path: '/api/evaluation/getMyPendingEvaluations', headers: auth(player) }];
  if (evaluationId) requests.push({ method: 'GET', path: `/api/evaluation/${evaluationId}/continueQuiz`, headers: auth(player) });
  if (studyId) requests.push({ method: 'GET', path: `/api/manager/study/${studyId}/report`, headers: auth(coach) });
  requests.push({ method: 'GET', path: '/api/health' });
  if (withClient) requests.push({ method: 'GET', path: '/login' });
  const result = await autocannon({ url, connections: 50, duration: seconds, requests });
  return { requestsPerSec: result.requests.average, non2xx: result.non2xx };
}

export async function measureStartup(opts: { root: string; serverUrl?: string; loadSeconds: number }): Promise<StartupResult> {
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'development',
    DEMO_DATA: 'true',
    // The load signs two demo members in through the API, without solving the anti-robot challenge.
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_FAST: 'false',
    WEB_DIST: existsSync(join(opts.root, 'apps/web/dist/index.html')) ? join(opts.root, 'apps/web/dist') : undefined,
    DATABASE_URL: undefined,
  };
  let cleanup = async () => {};
  if (opts.serverUrl) {
    const name = `cp_bench_start_${Date.now()}`;
    const admin = new pg.Client({ connectionString: opts.serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(opts.serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      const c = new pg.Client({ connectionString: opts.serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'cp-bench-start-'));
    env.DATA_DIR = dir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }

  execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: opts.root, stdio: 'ignore' });
  try {
    // 1. Fresh database: migrations and demo data before the first 200.
    const fresh = await startServer(opts.root, env);
    const freshMem = memoryOf(fresh.child.pid!);
    await stopChild(fresh.child);

    // 2. Restarts on the same database, compiled and through tsx in turns (5 rounds): the baseline of the run.
    const compiledMs: number[] = [];
    const tsxMs: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const entry of round % 2 ? (['tsx', 'compiled'] as const) : (['compiled', 'tsx'] as const)) {
        const s = await startServer(opts.root, env, entry);
        (entry === 'compiled' ? compiledMs : tsxMs).push(s.ms);
        await stopChild(s.child);
      }
    }

    // 3. The same database again: what a restart costs, then memory under a short load.
    const existing = await startServer(opts.root, env);
    try {
      const afterStart = memoryOf(existing.child.pid!);
      const load = await mixedLoad(existing.url, opts.loadSeconds, env.WEB_DIST !== undefined);
      await sleep(5000);
      const steady = memoryOf(existing.child.pid!);
      return {
        database: opts.serverUrl ? 'postgres' : 'pglite',
        freshStartMs: fresh.ms,
        existingStartMs: existing.ms,
        existingStartTsxMs: median(tsxMs),
        existingStartCompiledMs: median(compiledMs),
        compiledOverTsx: round(median(compiledMs) / median(tsxMs), 2),
        afterStartRssMiB: afterStart.rssMiB,
        freshPeakMiB: freshMem.peakMiB,
        steadyRssMiB: steady.rssMiB,
        peakMiB: steady.peakMiB,
        loadRequestsPerSec: load.requestsPerSec,
        loadNon2xx: load.non2xx,
      };
    } finally {
      await stopChild(existing.child);
    }
  } finally {
    await cleanup();
  }
}
