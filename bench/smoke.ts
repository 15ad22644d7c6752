/**
 * `npm run bench:smoke`: the benchmark, short (a few seconds per phase, small data), on the embedded database and,
 * when BENCH_DATABASE_URL or DATABASE_URL names a PostgreSQL server, on a throw-away database there too. Prints
 * every ratio with its limit (bench/smoke-checks.ts) and exits 1 when a phase fails or a ratio is past its
 * limit. For CI: the limits sit well under the targets, so a busy machine passes and a broken or halved path
 * does not. Sign-in and start-up are left to the full run (`npm run bench`), which these figures do not replace.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SmokeCheck, type SmokeResults, smokeChecks } from './smoke-checks.ts';

const here = dirname(fileURLToPath(import.meta.url));
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;

/** Small enough for about 40 s per database on two shared cores, large enough for the paths to be the real ones. */
const SMOKE_ENV: Record<string, string> = {
  BENCH_DURATION: '3',
  BENCH_ROUNDS: '2',
  BENCH_ROUND_SEC: '3',
  BENCH_CONNECTIONS: '50',
  BENCH_PLAYERS: '200',
  BENCH_REPORT_SIZES: '100',
  BENCH_SKIP: 'signin,startup',
  BENCH_MEMBERS: '5000',
  BENCH_CLUBS: '250',
  BENCH_STUDIES: '1000',
  BENCH_ACCOUNTS: '200',
  BENCH_AUDIT_EVENTS: '5000',
  BENCH_MEMBER_RUNS: '3',
};

function runOnce(database: string | undefined, out: string): Promise<number> {
  const env: Record<string, string | undefined> = { ...process.env, ...SMOKE_ENV, BENCH_RESULTS: out, DATABASE_URL: database };
  if (!database) delete env.DATABASE_URL;
  delete env.BENCH_PROFILE;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'run.ts')], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'cp-bench-smoke-'));
  const checks: SmokeCheck[] = [];
  let failedRuns = 0;
  try {
    for (const database of [undefined, serverUrl].filter((d, i) => i === 0 || d)) {
      const kind = database ? 'postgres' : 'pglite';
      const out = join(dir, `${kind}.json`);
      const code = await runOnce(database, out);
      if (code !== 0) {
        failedRuns++;
        checks.push({ database: kind, what: `the run exited with code ${code}`, value: code, limit: '0', ok: false });
        continue;
      }
      checks.push(...smokeChecks(JSON.parse(readFileSync(out, 'utf8')) as SmokeResults));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const width = Math.max(...checks.map((c) => c.what.length));
  console.log(`\nBenchmark smoke run: ratios and their limits (${Math.round((performance.now() - started) / 1000)} s)`);
  // BENCH_SMOKE_RATIOS=warn: a ratio past its limit is printed (WARN) but does not fail the run; a phase that
  // errors, gives no figures or has failed requests still does. CI uses it: beside other work on this shared
  // 2-core machine the short run's ratios swung past their limits (7 of 62 in one run, 27 Nov 2026), sub-millisecond
  // list timings most, so gating on them made CI fail at random rather than on a halved path.
  const warnOnly = process.env.BENCH_SMOKE_RATIOS === 'warn';
  const isRatio = (c: SmokeCheck) => c.limit !== 'present' && c.limit !== '0' && !c.what.includes('failed requests');
  const hard = (c: SmokeCheck) => !c.ok && !(warnOnly && isRatio(c));
  for (const c of checks)
    console.log(
      `${c.ok ? 'ok  ' : hard(c) ? 'FAIL' : 'WARN'}  ${c.database.padEnd(8)}  ${c.what.padEnd(width)}  ${String(c.value).padStart(6)}  ${c.limit}`,
    );
  const failed = checks.filter(hard);
  const warned = checks.filter((c) => !c.ok && !hard(c));
  if (!serverUrl) console.log('(PostgreSQL not measured: set BENCH_DATABASE_URL or DATABASE_URL)');
  if (failed.length || failedRuns) {
    console.log(`\n${failed.length} of ${checks.length} checks failed`);
    process.exit(1);
  }
  if (warned.length) console.log(`\n${warned.length} of ${checks.length} ratios past their limits (BENCH_SMOKE_RATIOS=warn: not failing)`);
  else console.log(`\nall ${checks.length} checks passed`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
