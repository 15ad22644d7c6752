/**
 * `npm run bench`: the performance figures (docs/performance.md), measured in one run on this machine, with ratios to
 * references measured in the SAME run (the machine is shared and noisy: compare the ratios, not the raw
 * numbers across runs). Seeds its own data; embedded PGlite by default, PostgreSQL with DATABASE_URL=… (a
 * throw-away database is created on that server and dropped at the end).
 *
 * Phases: answering under load (product vs GET /api/health vs the bare baseline), group report at scale
 * (100 / 1,000 / 10,000 finished players vs the bare aggregate SQL), sign-in at the production hashing cost,
 * start-up and memory of the real server process, the admin's users list of a 100,000-member federation
 * (bench/members-list.ts: first page, searches, the 1,000th page vs their bare SQL), the health check beside six PDF
 * exports (drawn in threads vs on the event loop). Prints a table and writes bench/results/latest.json
 * (and bench/results/<database>.json).
 *
 * Knobs (environment): BENCH_DURATION (seconds per load phase, 10), BENCH_ROUNDS (answering: the product and the
 * baseline alternate in this many rounds, 3), BENCH_CONNECTIONS (100), BENCH_PROFILE (a
 * directory: write a CPU profile of the server's process there),
 * BENCH_PLAYERS (1000), BENCH_REPORT_SIZES (100,1000,10000), BENCH_SKIP (comma list of phases to skip:
 * answering,report,exports,signin,startup,members; only the users list: BENCH_SKIP=answering,report,signin,startup),
 * BENCH_ROUND_SEC (seconds of each answering round, at least 5 by default), BENCH_RESULTS (write the figures to
 * this file instead of bench/results/: the smoke run, bench/smoke.ts), BENCH_REPORT_RUNS (timed reports of each
 * study under 10,000 players, 15; more for a CPU profile), BENCH_KEEP_DB (PostgreSQL: keep the throwaway
 * database, to look at its plans with EXPLAIN afterwards; drop it by hand).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, round, timedFetch } from './lib.ts';
import { answeringLoad, combineRounds, healthLoad, type LoadFigures } from './load.ts';
import { membersListPhase } from './members-list.ts';
import { measureStartup, type StartupResult } from './startup.ts';
import { exportsPhase } from './exports-phase.ts';
import { signInPhase } from './sign-in-phase.ts';
import { ask, type LoopDelay, log, type Player, type Ready, startHost } from './host-client.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const WARMUP = Math.max(2, Math.round(DURATION / 5));
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const serverUrl = process.env.DATABASE_URL;

// ----------------------------------------------------------------------------------------------- answering
async function answeringPhase(host: ChildProcess, ready: Ready) {
  const players = ready.fixtures.answering.players;
  const product = {
    next: (p: Player) => `/api/evaluation/${p.evaluationId}/continueQuiz`,
    answer: (p: Player, entryId: number) => `/api/evaluation/${p.evaluationId}/answer/${entryId}`,
    entryOf: (b: Record<string, unknown>) => (typeof b.entryId === 'number' ? b.entryId : undefined),
  };
  const bare = {
    next: (p: Player) => `/bare/next/${p.evaluationId}`,
    answer: (p: Player, entryId: number) => `/bare/answer/${p.evaluationId}/${entryId}`,
    entryOf: (b: Record<string, unknown>) => (b && typeof b.id === 'number' ? b.id : undefined),
  };

  log(`answering: warm-up (${WARMUP} s each)`);
  await answeringLoad(ready.appUrl, CONNECTIONS, players, product, WARMUP);
  await ask(host, { cmd: 'reset' });
  await answeringLoad(ready.baseUrl, CONNECTIONS, players, bare, WARMUP);
  await ask(host, { cmd: 'reset' });

  // The product and the baseline alternate in rounds, so that neither gets all the quiet (or busy) moments of
  // this shared machine, nor all of the embedded database's warming up (V8 optimises its WebAssembly while it
  // runs: the first seconds are the slowest).
  const roundSec = Number(process.env.BENCH_ROUND_SEC ?? Math.max(5, Math.ceil(DURATION / ROUNDS)));
  const appRounds: LoadFigures[] = [];
  const baseRounds: LoadFigures[] = [];
  const appLoops: LoopDelay[] = [];
  const baseLoops: LoopDelay[] = [];
  let stored = { answers: 0, finished: 0 };
  for (let i = 1; i <= ROUNDS; i++) {
    log(`answering: round ${i}/${ROUNDS}: product, then bare baseline, ${CONNECTIONS} connections, ${roundSec} s each`);
    await ask(host, { cmd: 'loop', on: true });
    appRounds.push(await answeringLoad(ready.appUrl, CONNECTIONS, players, product, roundSec));
    appLoops.push(await ask<LoopDelay>(host, { cmd: 'loop', on: false }));
    const s = await ask<{ answers: number; finished: number }>(host, { cmd: 'stats' });
    stored = { answers: stored.answers + s.answers, finished: stored.finished + s.finished };
    await ask(host, { cmd: 'reset' });
    await ask(host, { cmd: 'loop', on: true });
    baseRounds.push(await answeringLoad(ready.baseUrl, CONNECTIONS, players, bare, roundSec));
    baseLoops.push(await ask<LoopDelay>(host, { cmd: 'loop', on: false }));
    const [a, b] = [appRounds[i - 1], baseRounds[i - 1]];
    const line = (x: LoadFigures, l: LoopDelay) =>
      `${x.answersPerSec} answers/s, p99 ${x.p99} ms (open connections ${x.established.p99} ms, first requests up to ${x.firstOnConnection.max} ms), in the server p99 ${l.servedP99} ms, event-loop delay max ${l.max} ms`;
    log(`  product:  ${line(a, appLoops[i - 1])}`);
    log(`  baseline: ${line(b, baseLoops[i - 1])}`);
    await ask(host, { cmd: 'reset' });
  }
  const app = combineRounds(appRounds);
  const baseline = combineRounds(baseRounds);
  log(`answering: GET /api/health, ${CONNECTIONS} connections, ${DURATION} s`);
  const health = await healthLoad(ready.appUrl, CONNECTIONS, DURATION);
  return {
    connections: CONNECTIONS,
    rounds: ROUNDS,
    roundSec,
    players: players.length,
    app: { ...app, serverLoopDelay: appLoops },
    health,
    baseline: { ...baseline, serverLoopDelay: baseLoops },
    storedAnswersAfterProductRun: stored.answers,
    finishedEvaluationsAfterProductRun: stored.finished,
    ratioToBaseline: round(app.answersPerSec / baseline.answersPerSec, 2),
    ratioRequestsToHealth: round(app.requestsPerSec / health.requestsPerSec, 2),
  };
}

// ----------------------------------------------------------------------------------------------- report
async function reportPhase(host: ChildProcess, ready: Ready, coachToken: string) {
  const rows: Array<Record<string, number>> = [];
  for (const { players, studyId } of ready.fixtures.reportStudies) {
    const runs = players >= 10_000 ? 7 : Number(process.env.BENCH_REPORT_RUNS ?? 15);
    // With the language, as the web asks for it (features/studies/api/get-group-report.ts).
    const reportUrl = `${ready.appUrl}/api/manager/study/${studyId}/report?lang=en`;
    const first = await timedFetch(reportUrl, { token: coachToken });
    if (first.status !== 200) throw new Error(`report of study ${studyId}: ${first.status} ${JSON.stringify(first.body).slice(0, 300)}`);
    const answered = (first.body as { players: { answered: number } }).players.answered;
    // Queries the app runs for one report (the same for every size: no query per player).
    await ask(host, { cmd: 'countQueries', on: true });
    await timedFetch(reportUrl, { token: coachToken });
    const { queries } = await ask<{ queries: number }>(host, { cmd: 'countQueries', on: false });

    await timedFetch(`${ready.baseUrl}/bare/report/${studyId}`);
    await ask(host, { cmd: 'reportTimes' });
    const app: number[] = [];
    const bareHttp: number[] = [];
    // Interleaved, so that a noisy neighbour slows both alike.
    for (let i = 0; i < runs; i++) {
      app.push((await timedFetch(reportUrl, { token: coachToken })).ms);
      bareHttp.push((await timedFetch(`${ready.baseUrl}/bare/report/${studyId}`)).ms);
    }
    // The same requests as the server saw them: from the request's arrival to the end of its response
    // (validation, authentication, the queries, serialisation, compression), without the HTTP client.
    const served = (await ask<{ times: Array<{ url: string; ms: number }> }>(host, { cmd: 'reportTimes' })).times;
    const appServer = served.filter((x) => x.url.startsWith('/api/')).map((x) => x.ms);
    const bareServer = served.filter((x) => x.url.startsWith('/bare/')).map((x) => x.ms);
    const { times: bareSql } = await ask<{ times: number[] }>(host, { cmd: 'bareSql', studyId, runs });
    const row = {
      players,
      answered,
      runs,
      queriesPerReport: queries,
      appMedianMs: round(median(app), 1),
      bareHttpMedianMs: round(median(bareHttp), 1),
      bareSqlMedianMs: round(median(bareSql), 1),
      ratioToBareHttp: round(median(app) / median(bareHttp), 2),
      ratioToBareSql: round(median(app) / median(bareSql), 2),
      appServerMedianMs: round(median(appServer), 1),
      bareServerMedianMs: round(median(bareServer), 1),
      ratioServerToBareSql: round(median(appServer) / median(bareSql), 2),
    };
    log(`report: ${players} players`, row);
    rows.push(row);
  }
  const at = (n: number) => rows.find((r) => r.players === n);
  const k1 = at(1000);
  const k10 = at(10_000);
  return {
    studies: rows,
    growth10kOver1k: k1 && k10 ? round(k10.appMedianMs / k1.appMedianMs, 1) : null,
    bareSqlGrowth10kOver1k: k1 && k10 ? round(k10.bareSqlMedianMs / k1.bareSqlMedianMs, 1) : null,
  };
}

// ----------------------------------------------------------------------------------------------- main
async function main() {
  const started = performance.now();
  const kind = serverUrl ? 'postgres' : 'pglite';
  log(
    `database: ${kind}${serverUrl ? ` (${serverUrl.replace(/\/\/[^@]*@/, '//…@')})` : ' (embedded, on disk in a temporary directory)'}; ${cpus().length} CPUs`,
  );
  const results: Results = {
    date: new Date().toISOString(),
    command: serverUrl ? 'DATABASE_URL=… npm run bench' : 'npm run bench',
    database: kind,
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    settings: { durationSec: DURATION, rounds: ROUNDS, connections: CONNECTIONS, warmupSec: WARMUP },
  };

  const dataDir = serverUrl ? undefined : mkdtempSync(join(tmpdir(), 'cp-bench-'));
  try {
    if (!(SKIP.has('answering') && SKIP.has('report') && SKIP.has('exports') && SKIP.has('signin'))) {
      log(
        `seeding (${process.env.BENCH_PLAYERS ?? '1000'} answering players, report studies of ${process.env.BENCH_REPORT_SIZES ?? '100,1000,10000'} finished players)…`,
      );
      const { child: host, ready } = await startHost({ BENCH_DATABASE_URL: serverUrl, BENCH_DATA_DIR: dataDir });
      try {
        log(`seeded in ${round(ready.seedMs / 1000, 1)} s; app ${ready.appUrl}, baseline ${ready.baseUrl}`);
        results.seedSec = round(ready.seedMs / 1000, 1);
        // A quick check that the routes under test work before loading them.
        const p = ready.fixtures.answering.players[0];
        const check = await timedFetch(`${ready.appUrl}/api/evaluation/${p.evaluationId}/continueQuiz`, { token: p.token });
        if (check.status !== 200) throw new Error(`continueQuiz answered ${check.status}: ${JSON.stringify(check.body).slice(0, 300)}`);
        const signIn = await timedFetch(`${ready.appUrl}/api/member/authenticate`, {
          method: 'POST',
          body: { email: ready.fixtures.coach.email, password: ready.password },
        });
        if (signIn.status !== 200) throw new Error(`coach sign-in answered ${signIn.status}`);
        const coachToken = (signIn.body as { token: string }).token;

        if (!SKIP.has('answering')) results.answering = await answeringPhase(host, ready);
        if (!SKIP.has('report')) results.report = await reportPhase(host, ready, coachToken);
        if (!SKIP.has('exports')) {
          log('exports: six PDF exports at once beside the health check, in threads and on the event loop…');
          results.exports = await exportsPhase(host, ready, coachToken, ROUNDS);
        }
        if (!SKIP.has('signin')) {
          log(`sign-in: production hashing cost, ${DURATION} s`);
          results.signIn = await signInPhase(ready, DURATION);
        }
      } finally {
        await ask(host, { cmd: 'close' }).catch(() => undefined);
      }
    }
    if (!SKIP.has('startup')) {
      log('start-up and memory of the server process (fresh database with demo data, then existing database)…');
      results.startup = await measureStartup({ root, serverUrl, loadSeconds: Math.max(5, Math.round(DURATION / 2)) });
    }
    if (!SKIP.has('members')) {
      log(
        `admin lists: seeding ${process.env.BENCH_MEMBERS ?? '100,000'} members, ${process.env.BENCH_CLUBS ?? '5,000'} clubs, ${process.env.BENCH_STUDIES ?? '20,000'} studies…`,
      );
      results.members = await membersListPhase(serverUrl);
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  results.totalSec = round((performance.now() - started) / 1000, 0);

  printTable(results);
  const json = `${JSON.stringify(results, null, 2)}\n`;
  if (process.env.BENCH_RESULTS) {
    // The smoke run (bench/smoke.ts) reads its figures from there and leaves the full run's files alone.
    writeFileSync(process.env.BENCH_RESULTS, json);
    log(`written ${process.env.BENCH_RESULTS} (${results.totalSec} s in all)`);
    return;
  }
  const dir = join(here, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.json'), json);
  writeFileSync(join(dir, `${kind}.json`), json);
  log(`written bench/results/latest.json and bench/results/${kind}.json (${results.totalSec} s in all)`);
}

// ----------------------------------------------------------------------------------------------- table
interface Results {
  date: string;
  command: string;
  database: 'pglite' | 'postgres';
  node: string;
  cpus: number;
  cpuModel?: string;
  settings: { durationSec: number; rounds: number; connections: number; warmupSec: number };
  seedSec?: number;
  answering?: Awaited<ReturnType<typeof answeringPhase>>;
  report?: Awaited<ReturnType<typeof reportPhase>>;
  exports?: Awaited<ReturnType<typeof exportsPhase>>;
  signIn?: Awaited<ReturnType<typeof signInPhase>>;
  startup?: StartupResult;
  members?: Awaited<ReturnType<typeof membersListPhase>>;
  totalSec?: number;
}

function printTable(r: Results) {
  const lines: Array<[string, string, string]> = [];
  const add = (what: string, value: unknown, note = '') => lines.push([what, String(value), note]);
  const a = r.answering;
  if (a) {
    add('Answering: product answers/s', a.app.answersPerSec, `${a.app.requestsPerSec} req/s (GET next + POST answer)`);
    add('Answering: product latency p50 / p99', `${a.app.p50} / ${a.app.p99} ms`, `all requests; worst round p99 ${a.app.worstP99} ms`);
    add(
      '  on open connections p50 / p99',
      `${a.app.established.p50} / ${a.app.established.p99} ms`,
      `target p99 < 150 ms; baseline ${a.baseline.established.p50} / ${a.baseline.established.p99} ms`,
    );
    add(
      '  first request of a connection p50 / max',
      `${a.app.firstOnConnection.p50} / ${a.app.firstOnConnection.max} ms`,
      `baseline ${a.baseline.firstOnConnection.p50} / ${a.baseline.firstOnConnection.max} ms (waits for the server to accept)`,
    );
    add(
      '  inside the server p99 (median of rounds)',
      `${median(a.app.serverLoopDelay.map((l) => l.servedP99))} ms`,
      `baseline ${median(a.baseline.serverLoopDelay.map((l) => l.servedP99))} ms; event-loop delay max ${Math.max(...a.app.serverLoopDelay.map((l) => l.max))} ms`,
    );
    add('Answering: bare baseline answers/s', a.baseline.answersPerSec, `p50 ${a.baseline.p50} / p99 ${a.baseline.p99} ms`);
    add('Answering: ratio product / baseline', a.ratioToBaseline, `target ≥ 0.6; ${a.rounds} rounds of ${a.roundSec} s each`);
    add(
      'Answering: answers/s per round',
      a.app.rounds.map((x) => x.answersPerSec).join(', '),
      `baseline ${a.baseline.rounds.map((x) => x.answersPerSec).join(', ')}`,
    );
    add('Answering: GET /api/health req/s', a.health.requestsPerSec, `p50 ${a.health.p50} / p99 ${a.health.p99} ms`);
    add('Answering: ratio product req/s / health', a.ratioRequestsToHealth, '');
    add('Answering: errors (non-2xx product/base)', `${a.app.non2xx + a.app.errors} / ${a.baseline.non2xx + a.baseline.errors}`, '');
  }
  const rep = r.report;
  if (rep) {
    for (const s of rep.studies) {
      add(
        `Report ${s.players} players: median`,
        `${s.appMedianMs} ms`,
        `bare SQL ${s.bareSqlMedianMs} ms (×${s.ratioToBareSql}); bare over HTTP ${s.bareHttpMedianMs} ms (×${s.ratioToBareHttp}); ${s.queriesPerReport} queries`,
      );
      add(
        '  inside the server: median',
        `${s.appServerMedianMs} ms`,
        `×${s.ratioServerToBareSql} the bare SQL; the bare route inside the server ${s.bareServerMedianMs} ms`,
      );
    }
    add('Report growth 10k / 1k', rep.growth10kOver1k, `bare SQL ×${rep.bareSqlGrowth10kOver1k}; target ≤ 12`);
  }
  const x = r.exports;
  if (x) {
    add(
      `Health beside ${x.exports} PDF exports: max`,
      `${x.threads.healthMaxMs} ms`,
      `target < 100 ms; p50 ${x.threads.healthP50Ms} ms; drawn on the event loop: max ${x.eventLoop.healthMaxMs} ms, p50 ${x.eventLoop.healthP50Ms} ms (×${x.ratioHealthMax})`,
    );
    add(
      '  the six exports took (median of rounds)',
      `${x.threads.exportsMs} ms`,
      `on the event loop ${x.eventLoop.exportsMs} ms; ${x.players} players each`,
    );
  }
  const s = r.signIn;
  if (s) add('Sign-ins/s (argon2id production cost)', s.signInsPerSec, `p50 ${s.p50} / p99 ${s.p99} ms, ${s.connections} connections`);
  const st = r.startup;
  if (st) {
    add('Start-up, fresh DB (migrations + demo)', `${round(st.freshStartMs / 1000, 2)} s`, `peak ${st.freshPeakMiB} MiB`);
    add('Start-up, existing DB', `${round(st.existingStartMs / 1000, 2)} s`, 'target ≤ 3 s');
    add(
      'Start-up, existing DB: compiled / tsx',
      `×${st.compiledOverTsx}`,
      `medians of 5 alternating rounds: ${round(st.existingStartCompiledMs / 1000, 2)} s / ${round(st.existingStartTsxMs / 1000, 2)} s`,
    );
    add('Memory after start / steady / peak', `${st.afterStartRssMiB} / ${st.steadyRssMiB} / ${st.peakMiB} MiB`, 'target steady ≤ 600 MiB');
  }
  const m = r.members;
  if (m) {
    add('Admin lists: seeded', `${m.members} members`, `${m.clubs} clubs, ${m.studies} studies, ${m.seedSec} s`);
    for (const x of m.scenarios) {
      add(
        `Admin list ${x.list}: ${x.scenario}`,
        `${x.httpMedianMs} ms`,
        `bare SQL ${x.bareSqlMedianMs} ms (×${x.ratio}); Fastify alone ${x.fastifyAloneMedianMs} ms (×${x.fastifyAloneRatio}); without the socket ${x.injectMedianMs} ms; total ${x.total}, ${x.statements} statements`,
      );
    }
    for (const d of m.deepPages) {
      add(`Admin list ${d.list}: ${d.page} / first page`, `×${d.ratio}`, `${d.deepMs} / ${d.firstMs} ms (keyset pages; target ≤ 1.5)`);
    }
  }
  const w = [Math.max(...lines.map((l) => l[0].length)), Math.max(...lines.map((l) => l[1].length))];
  console.log(`\nClub Pulse benchmark, ${r.database}, ${r.cpus} CPUs, ${r.date}`);
  console.log(`${'-'.repeat(w[0])}  ${'-'.repeat(w[1])}  ${'-'.repeat(20)}`);
  for (const [k, v, n] of lines) console.log(`${k.padEnd(w[0])}  ${v.padStart(w[1])}  ${n}`);
  console.log('');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
