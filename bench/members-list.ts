/**
 * The admin's users list for a federation (the `members` phase of `npm run bench`; alone with
 * BENCH_SKIP=answering,report,signin,startup), and its clubs list: 100,000 members with current memberships over 5,000 clubs,
 * seeded in bulk with generate_series. Measured through HTTP against the real app: the first page, a search,
 * and the 1,000th page, each against the bare SQL of the same request in the same run — the very statements
 * the app sent for it (caught at the driver), replayed on a plain driver of the same database, as the app runs
 * them (both at once). The ratio is the cost of the app around its SQL (routing, authentication, validation,
 * serialisation, HTTP).
 *
 * The server runs in this process (the requests are one at a time: there is no load to share the event loop
 * with). Knobs: BENCH_MEMBERS (100000), BENCH_CLUBS (5000), BENCH_MEMBER_RUNS (25 per scenario).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, UNWRAPPED } from '../apps/server/src/db/client.ts';
import { median, round, timedFetch } from './lib.ts';
import { throwawayDatabase } from './throwaway-database.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const CLUBS = Number(process.env.BENCH_CLUBS ?? 5000);
const RUNS = Number(process.env.BENCH_MEMBER_RUNS ?? 25);

type Query = (text: unknown, params?: unknown) => Promise<{ rows: unknown[] }>;
type Statement = [unknown, unknown];

const NAMES = [
  'José',
  'María',
  'Jordi',
  'Núria',
  'Álvaro',
  'Lukas',
  'Sophie',
  'Jürgen',
  'Giulia',
  'Marco',
  'Anna',
  'Joan',
  'Lucía',
  'Pau',
  'Chiara',
  'Jonas',
  'Inés',
  'Martí',
  'Léa',
  'Élodie',
];
const SURNAMES = [
  'García',
  'Martínez',
  'Puig',
  'Müller',
  'Rossi',
  'Fernández',
  'Vidal',
  'Schmidt',
  'Bianchi',
  'López',
  'Ferrer',
  'Weber',
  'Romano',
  'Sánchez',
  'Soler',
  'Fischer',
  'Colombo',
  'Pérez',
  'Serra',
  'Wagner',
  'Ricci',
  'Gómez',
  'Roca',
  'Becker',
  'Marino',
  'Díaz',
  'Costa',
  'Hoffmann',
  'Greco',
  'Ruiz',
];
const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** Seeds the federation with plain SQL: one account, the clubs, the members (names from the lists, accents and all), one membership each. */
export async function seedFederation(query: Query) {
  await query(
    `insert into accounts (name, owner_name, owner_email, customer_code, activation_date, renewal_date)
     values ('Federation', 'Owner', 'owner@federation.test', 'FED', current_date - 30, current_date + 335)`,
  );
  await query(
    `insert into clubs (account_id, name, code)
     select (select id from accounts where customer_code = 'FED'), 'Club ' || g, 'F' || g from generate_series(1, $1::int) g`,
    [CLUBS],
  );
  await query(
    `insert into members (email, password_hash, name, surname, role, enabled, accepted_terms_version, language, created_at)
     select 'member-' || g || '@federation.test', null,
       (${sqlArray(NAMES)})[1 + g % ${NAMES.length}],
       (${sqlArray(SURNAMES)})[1 + (g / ${NAMES.length}) % ${SURNAMES.length}] || ' ' || (${sqlArray(SURNAMES)})[1 + g % ${SURNAMES.length}],
       'User', g % 50 <> 0, 1, 'en', now() - (g || ' minutes')::interval
     from generate_series(1, $1::int) g`,
    [MEMBERS],
  );
  await query(
    `insert into squad_members (member_id, club_id, squad_role)
     select m.id, c.first + m.id % $1::int, case when m.id % 20 = 0 then 'Coach' else 'Player' end
     from members m, (select min(id) as first from clubs) c`,
    [CLUBS],
  );
  await query('analyze');
}

export async function membersListPhase(serverUrl: string | undefined) {
  const dataDir = serverUrl ? 'memory://' : mkdtempSync(join(tmpdir(), 'cp-bench-members-'));
  const { url: databaseUrl, drop } = await throwawayDatabase(serverUrl, 'cp_bench_members');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    CAPTCHA_ENABLED: 'false',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // The reminders' schedule would mail the seeded members at a minute's turn, in the middle of a measure.
    REMINDERS_WORKER: 'false',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  const driver = (database.db as unknown as { $client: { query: Query } }).$client;
  // The plain driver of the same database: a pool of the app's size on PostgreSQL; embedded, PGlite's own
  // client without the app's wrapper.
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : undefined;
  const embedded = (driver as unknown as Record<symbol, { query: Query } | undefined>)[UNWRAPPED] ?? driver;
  const plain: Query = pool ? (text, params) => pool.query(text as string, params as unknown[]) : (text, params) => embedded.query(text, params);
  try {
    const t0 = performance.now();
    await seedFederation(plain);
    const seedSec = round((performance.now() - t0) / 1000, 1);
    const [adminRow] = (
      await plain(`insert into members (email, name, surname, role) values ('admin@federation.test', 'Ada', 'Admin', 'AppAdmin') returning id`)
    ).rows as Array<{ id: number }>;
    const token = await app.deps.tokens.issue({
      id: adminRow?.id ?? 0,
      name: 'Ada Admin',
      email: 'admin@federation.test',
      role: 'AppAdmin',
      tokenVersion: 0,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // Catches the statements the app sends to the driver for one request (the page's query and its count).
    let caught: Statement[] | null = null;
    const original = driver.query.bind(driver);
    driver.query = (text, params) => {
      caught?.push([text, params]);
      return original(text, params);
    };

    const scenarios = [
      { name: 'first page (by name)', path: '/api/admin/member/page' },
      { name: 'search "jose"', path: '/api/admin/member/page?q=jose' },
      { name: 'search "garcia m"', path: `/api/admin/member/page?q=${encodeURIComponent('garcia m')}` },
      { name: 'page 1,000 (by name)', path: '/api/admin/member/page?page=1000' },
      // The clubs list (issue 17) over the same federation's clubs: the first page, a search, the 150th page.
      { name: 'clubs: first page (by name)', path: '/api/admin/club/page' },
      { name: 'clubs: search "club 12"', path: `/api/admin/club/page?q=${encodeURIComponent('club 12')}` },
      { name: 'clubs: page 150 (by code, desc)', path: '/api/admin/club/page?page=150&sort=code&dir=desc' },
    ];
    const rows: Array<Record<string, string | number>> = [];
    for (const s of scenarios) {
      const first = await timedFetch(`${base}${s.path}`, { token });
      if (first.status !== 200) throw new Error(`${s.path}: ${first.status} ${JSON.stringify(first.body).slice(0, 300)}`);
      const { total, items } = first.body as { total: number; items: unknown[] };
      caught = [];
      await timedFetch(`${base}${s.path}`, { token });
      const statements: Statement[] = caught;
      caught = null;
      const bare = () => Promise.all(statements.map(([text, params]) => plain(text, params)));
      await bare();
      const http: number[] = [];
      const sql: number[] = [];
      // Interleaved, so that a noisy neighbour slows both alike.
      for (let i = 0; i < RUNS; i++) {
        http.push((await timedFetch(`${base}${s.path}`, { token })).ms);
        const t = performance.now();
        await bare();
        sql.push(performance.now() - t);
      }
      const row = {
        scenario: s.name,
        total,
        rows: items.length,
        statements: statements.length,
        httpMedianMs: round(median(http), 1),
        bareSqlMedianMs: round(median(sql), 1),
        ratio: round(median(http) / median(sql), 2),
      };
      console.log(`[bench] members: ${s.name}`, row);
      rows.push(row);
    }
    return { kind: database.kind, members: MEMBERS, clubs: CLUBS, runs: RUNS, seedSec, scenarios: rows };
  } finally {
    await app.close();
    await pool?.end();
    await database.close().catch(() => undefined);
    await drop();
    if (!serverUrl) rmSync(dataDir, { recursive: true, force: true });
  }
}
