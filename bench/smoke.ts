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
import { bestOfRuns, isRatioCheck, type SmokeCheck, type SmokeResults, smokeChecks } from './smoke-checks.ts';

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
  const retried: string[] = [];
  /** One run of one database: its checks, or the failed run as a check. */
  const measure = async (database: string | undefined, kind: string, attempt: number): Promise<SmokeCheck[]> => {
    const out = join(dir, `${kind}-${attempt}.json`);
    const code = await runOnce(database, out);
    if (code !== 0) return [{ database: kind, what: `the run exited with code ${code}`, value: code, limit: '0', ok: false }];
    return smokeChecks(JSON.parse(readFileSync(out, 'utf8')) as SmokeResults);
  };
  try {
    for (const database of [undefined, serverUrl].filter((d, i) => i === 0 || d)) {
      const kind = database ? 'postgres' : 'pglite';
      let own = await measure(database, kind, 1);
      // A ratio past its limit: the database is measured once more, and each ratio judged by its better run
      // (bestOfRuns). On this shared machine one short run's ratios swung past their limits at random (7 of 62 in
      // one run beside other work, 27 Nov 2026); a halved path stays past its limit in both runs.
      if (own.some((c) => !c.ok && isRatioCheck(c)) && own.every((c) => c.ok || isRatioCheck(c))) {
        retried.push(
          `${kind}: ${own
            .filter((c) => !c.ok)
            .map((c) => `${c.what} ${c.value}`)
            .join('; ')}`,
        );
        own = bestOfRuns(own, await measure(database, kind, 2));
      }
      failedRuns += own.filter((c) => c.what.startsWith('the run exited')).length;
      checks.push(...own);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const width = Math.max(...checks.map((c) => c.what.length));
  console.log(`\nBenchmark smoke run: ratios and their limits (${Math.round((performance.now() - started) / 1000)} s)`);
  for (const line of retried) console.log(`measured again, past a limit in the first run: ${line}`);
  for (const c of checks)
    console.log(`${c.ok ? 'ok  ' : 'FAIL'}  ${c.database.padEnd(8)}  ${c.what.padEnd(width)}  ${String(c.value).padStart(6)}  ${c.limit}`);
  const failed = checks.filter((c) => !c.ok);
  if (!serverUrl) console.log('(PostgreSQL not measured: set BENCH_DATABASE_URL or DATABASE_URL)');
  if (failed.length || failedRuns) {
    console.log(`\n${failed.length} of ${checks.length} checks failed`);
    process.exit(1);
  }
  console.log(`\nall ${checks.length} checks passed`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
