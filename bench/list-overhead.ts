/**
 * Where the milliseconds of one admin-list request go (docs/performance.md#admin-lists), beside `npm run bench`'s
 * ratios: `DATABASE_URL=… node --import tsx bench/list-overhead.ts` (embedded PGlite without DATABASE_URL).
 *
 * On a federation seeded as the `members` phase seeds it (BENCH_MEMBERS, 20,000 here by default), each list's
 * first page is timed, interleaved, medians of BENCH_OVERHEAD_RUNS (60):
 * - `http`: the request as `npm run bench` times it (node:http on a kept-alive connection, gzip accepted and
 *   decoded, as a browser asks; bench/lib.ts `keptAliveGet`);
 * - `httpIdentity`: the same asking for no compression;
 * - `fetch`: the same request through `fetch` (undici), which costs the measuring process more;
 * - `inject`: the same request without a socket (routing, the session check, validation, the queries,
 *   serialisation);
 * - `bareSql`: the statements the app sent for the request (caught at the driver: the session check, the page,
 *   the count), replayed at once on a plain driver, as `npm run bench` does;
 * - `sessionCheck`: an admin route that stops at its first query (an unknown club: 404), i.e. the session check
 *   and then one lookup (the lists check the session beside their queries, plugins/auth.ts);
 * - `roundTrip`: `select 1` on a plain pool, one database round trip.
 */
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { keptAliveGet, median, round, XSRF } from './lib.ts';
import { throwawayDatabase } from './throwaway-database.ts';

process.env.BENCH_MEMBERS ??= '20000';
const RUNS = Number(process.env.BENCH_OVERHEAD_RUNS ?? 60);
const { seedFederation } = await import('./members-list.ts');

const serverUrl = process.env.DATABASE_URL;
const { url, drop } = await throwawayDatabase(serverUrl, 'cp_bench_overhead');
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: 'memory://',
  DATABASE_URL: url,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  CAPTCHA_ENABLED: 'false',
  RATE_LIMIT_ENABLED: 'false',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  REMINDERS_WORKER: 'false',
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const app = await buildApp({ config, database, logger: false, verifyResponses: false });
type Query = (text: unknown, params?: unknown) => Promise<{ rows: unknown[] }>;
const pool = url ? new pg.Pool({ connectionString: url, max: 10 }) : undefined;
const driver = (database.db as unknown as { $client: { query: Query } }).$client;
const plain: Query = pool ? (text, params) => pool.query(text as string, params as unknown[]) : (text, params) => driver.query(text, params);
try {
  await seedFederation(plain);
  const [admin] = (await plain(`insert into members (email, name, surname, role) values ('probe@x.test', 'Pro', 'Be', 'AppAdmin') returning id`))
    .rows as Array<{ id: number }>;
  const token = await app.deps.tokens.issue({
    id: admin?.id ?? 0,
    name: 'Pro Be',
    email: 'probe@x.test',
    role: 'AppAdmin',
    tokenVersion: 0,
    twoFactor: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const authorization = `Bearer ${token}`;
  // The anti-forgery cookie a browser keeps (without it, every answer sets a new one).
  const cookie = `XSRF-TOKEN=${XSRF}`;
  const client = keptAliveGet(base);
  let caught: Array<[unknown, unknown]> | null = null;
  // Every argument goes on: Drizzle passes PGlite its options third (`rowMode: 'array'`), see members-list.ts.
  const original = driver.query.bind(driver) as (...args: unknown[]) => Promise<{ rows: unknown[] }>;
  driver.query = (...args: unknown[]) => {
    caught?.push([args[0], args[1]]);
    return original(...args);
  };
  const lists = [
    { list: 'clubs', path: '/api/admin/club/page' },
    { list: 'studies', path: '/api/admin/study/page' },
  ];
  for (const l of lists) {
    caught = [];
    await app.inject({ method: 'GET', url: l.path, headers: { authorization, cookie } });
    const statements: Array<[unknown, unknown]> = caught;
    caught = null;
    const steps: Record<string, () => Promise<unknown>> = {
      http: () => client.get(l.path, { authorization, cookie }),
      httpIdentity: () => client.get(l.path, { authorization, cookie, 'accept-encoding': 'identity' }),
      fetch: () => fetch(`${base}${l.path}`, { headers: { authorization, cookie } }).then((r) => r.text()),
      inject: () => app.inject({ method: 'GET', url: l.path, headers: { authorization, cookie } }),
      bareSql: () => Promise.all(statements.map(([text, params]) => plain(text, params))),
      sessionCheck: () => app.inject({ method: 'GET', url: '/api/admin/club/999999999', headers: { authorization, cookie } }),
      roundTrip: () => plain('select 1'),
    };
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(steps).map((k) => [k, []]));
    for (let i = 0; i < RUNS + 5; i++) {
      for (const [k, step] of Object.entries(steps)) {
        const t = performance.now();
        await step();
        if (i >= 5) times[k]?.push(performance.now() - t);
      }
    }
    const sample = await client.get(l.path, { authorization, cookie });
    const medians = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, round(median(v), 2)]));
    console.log(`[overhead] ${l.list}`, { ...medians, encoding: sample.encoding, bytes: JSON.stringify(sample.body).length });
  }
  client.close();
} finally {
  await app.close();
  await pool?.end();
  await database.close().catch(() => undefined);
  await drop();
}
