/**
 * The server side of the benchmark, in its own process (the load generator runs in bench/run.ts, so the
 * two do not share an event loop). It opens the database with the app's own code (openDatabase + migrate),
 * seeds the benchmark data, builds the real app (buildApp) and the bare baseline on the SAME database, and
 * listens on loopback ports. The parent drives it over IPC.
 *
 * Environment: BENCH_DATABASE_URL (PostgreSQL server; a throw-away database is created and dropped) or
 * BENCH_DATA_DIR (embedded PGlite on disk), BENCH_PLAYERS, BENCH_REPORT_SIZES (comma-separated).
 */
import type { AddressInfo } from 'node:net';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, UNWRAPPED } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { bareReport, buildBaselineServer } from './baseline-server.ts';
import { type RawClient, rawClient } from './raw-client.ts';
import { BENCH_PASSWORD, resetAnswering, seedBench } from './seed.ts';
import { throwawayDatabase } from './throwaway-database.ts';

type Command =
  | { cmd: 'reset' }
  | { cmd: 'bareSql'; studyId: number; runs: number }
  | { cmd: 'countQueries'; on: boolean }
  | { cmd: 'stats' }
  | { cmd: 'reportTimes' } // the server-side times of the report requests since the last call
  | { cmd: 'loop'; on: boolean } // the server side of a load: event-loop delay and time inside the server
  | { cmd: 'inlinePdfApp' } // a second app on the same database that draws PDFs on its event loop (PDF_THREADS=0)
  | { cmd: 'close' };

function send(message: unknown) {
  process.send?.(message);
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const { url: databaseUrl, drop: dropDatabase } = await throwawayDatabase(serverUrl, 'cp_bench');
  const dataDir = process.env.BENCH_DATA_DIR ?? 'memory://';
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    CAPTCHA_ENABLED: 'false',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    // Sign-in is measured at the production cost: the benchmark never lowers it.
    PASSWORD_HASH_FAST: 'false',
    WEB_DIST: '/nonexistent',
    // The reminders' schedule would mail the seeded members at a minute's turn, in the middle of a measure.
    REMINDERS_WORKER: 'false',
    PDF_THREADS: process.env.PDF_THREADS,
  };
  const config = loadConfig(env);

  const t0 = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  // What production runs: NODE_ENV=test would otherwise write every answer twice (app.ts, verifyResponses).
  const app = await buildApp({ config, database, logger: false, verifyResponses: false });

  // The plain driver: on PGlite the very same client (one embedded database per process); on PostgreSQL a
  // pool of the same size as the app's, on the same database.
  const drizzleDriver = (database.db as unknown as { $client: { query: (...a: unknown[]) => Promise<{ rows: unknown[] }> } }).$client;
  let basePool: pg.Pool | undefined;
  let raw: RawClient;
  if (databaseUrl) {
    basePool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    basePool.on('error', () => {});
    raw = rawClient(basePool);
  } else {
    // PGlite's own client, without the app's wrapper (its turn-taking and parsers): the plain driver.
    raw = rawClient((drizzleDriver as unknown as Record<symbol, unknown>)[UNWRAPPED] as Parameters<typeof rawClient>[0]);
  }

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const players = Number(process.env.BENCH_PLAYERS ?? 1000);
  const reportSizes = (process.env.BENCH_REPORT_SIZES ?? '100,1000,10000').split(',').map(Number);
  const fixtures = await seedBench(raw, { answeringPlayers: players, reportSizes, passwordHash });
  const seedMs = performance.now() - t0;

  // Real tokens, issued by the app's own token service (as sign-in does), one per player.
  const tokens = await Promise.all(
    fixtures.answering.players.map((p) =>
      app.deps.tokens.issue({ id: p.memberId, name: `Player ${p.memberId}`, email: p.email, role: 'User', tokenVersion: 0 }),
    ),
  );

  // Counts the app's queries (the driver Drizzle calls) while asked to: "no query per player".
  let counting = false;
  let queries = 0;
  const originalQuery = drizzleDriver.query.bind(drizzleDriver);
  drizzleDriver.query = (...args: unknown[]) => {
    if (counting) queries++;
    return originalQuery(...args);
  };

  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseline = await buildBaselineServer(raw);
  await baseline.listen({ port: 0, host: '127.0.0.1' });

  send({
    type: 'ready',
    kind: database.kind,
    seedMs,
    appUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    baseUrl: `http://127.0.0.1:${(baseline.server.address() as AddressInfo).port}`,
    fixtures: { ...fixtures, answering: { ...fixtures.answering, players: fixtures.answering.players.map((p, i) => ({ ...p, token: tokens[i] })) } },
    password: BENCH_PASSWORD,
  });

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  // Time from the request's arrival in the server to the end of its response, as the server sees it.
  const served = createHistogram();
  let reportTimes: Array<{ url: string; ms: number }> = [];
  for (const server of [app.server, baseline.server]) {
    server.on('request', (req, res) => {
      const t = process.hrtime.bigint();
      res.once('finish', () => {
        const ns = Number(process.hrtime.bigint() - t) || 1;
        served.record(ns);
        // The report phase reads the server-side time of each report request.
        if (req.url?.includes('/report')) reportTimes.push({ url: req.url, ms: ns / 1e6 });
      });
    });
  }
  let inlinePdfApp: Awaited<ReturnType<typeof buildApp>> | undefined;
  process.on('message', async (message: Command) => {
    try {
      switch (message.cmd) {
        case 'reset':
          await resetAnswering(raw, fixtures.answering.studyId);
          if (databaseUrl) await raw.query('vacuum analyze answers');
          send({ type: 'done' });
          break;
        case 'bareSql': {
          const times: number[] = [];
          for (let i = 0; i < message.runs; i++) {
            const t = performance.now();
            await bareReport(raw, message.studyId);
            times.push(performance.now() - t);
          }
          send({ type: 'done', times });
          break;
        }
        case 'countQueries':
          counting = message.on;
          if (message.on) queries = 0;
          send({ type: 'done', queries });
          break;
        case 'loop': {
          // The server's event-loop delay while a load runs: a long stall shows as a large max.
          if (message.on) {
            loopDelay.reset();
            served.reset();
            loopDelay.enable();
            send({ type: 'done' });
          } else {
            loopDelay.disable();
            const ms = (ns: number) => Math.round(ns / 1e5) / 10;
            send({
              type: 'done',
              p50: ms(loopDelay.percentile(50)),
              p99: ms(loopDelay.percentile(99)),
              max: ms(loopDelay.max),
              servedP99: ms(served.percentile(99)),
              servedMax: ms(served.max),
            });
          }
          break;
        }
        case 'inlinePdfApp': {
          inlinePdfApp ??= await buildApp({ config: loadConfig({ ...env, PDF_THREADS: '0' }), database, logger: false, verifyResponses: false });
          if (!inlinePdfApp.server.listening) await inlinePdfApp.listen({ port: 0, host: '127.0.0.1' });
          send({ type: 'done', url: `http://127.0.0.1:${(inlinePdfApp.server.address() as AddressInfo).port}` });
          break;
        }
        case 'reportTimes':
          send({ type: 'done', times: reportTimes });
          reportTimes = [];
          break;
        case 'stats': {
          const { rows } = await raw.query<{ answers: number; finished: number }>(
            `select (select count(*) from answers a join evaluations e on e.id = a.evaluation_id where e.study_id = $1)::int as answers,
                    (select count(*) from evaluations where study_id = $1 and state = 'finished')::int as finished`,
            [fixtures.answering.studyId],
          );
          send({ type: 'done', ...rows[0] });
          break;
        }
        case 'close':
          await app.close();
          await inlinePdfApp?.close();
          await baseline.close();
          await basePool?.end();
          await database.close();
          if (!process.env.BENCH_KEEP_DB) await dropDatabase();
          send({ type: 'done' });
          process.exit(0);
      }
    } catch (err) {
      send({ type: 'error', message: err instanceof Error ? err.stack : String(err) });
    }
  });
}

main().catch((err) => {
  send({ type: 'error', message: err instanceof Error ? err.stack : String(err) });
  console.error(err);
  process.exit(1);
});
