/**
 * The admin's lists for a federation (the `members` phase of `npm run bench`; alone with
 * BENCH_SKIP=answering,report,signin,startup): members, clubs, accounts, study groups, studies, quizzes and the audit
 * trail, over 100,000 members with current memberships, 5,000 clubs, 10,000 study groups, 20,000 studies, 1,000
 * accounts, 200 quizzes and 100,000 audit events, seeded in bulk with generate_series. Measured through HTTP against
 * the real app: each list's first page, a search and its 1,000th page (or its last), each against the bare SQL of the
 * same request in the same run — the very statements
 * the app sent for it (caught at the driver), replayed on a plain driver of the same database, as the app runs
 * them (both at once). The ratio is the cost of the app around its SQL (routing, authentication, validation,
 * serialisation, HTTP).
 *
 * The server runs in this process (the requests are one at a time: there is no load to share the event loop
 * with). Knobs: BENCH_MEMBERS (100000), BENCH_CLUBS (5000), BENCH_STUDIES (20000), BENCH_ACCOUNTS (1000),
 * BENCH_AUDIT_EVENTS (100000), BENCH_MEMBER_RUNS (60 per scenario), BENCH_LISTS (only these lists, e.g. `audit`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, UNWRAPPED } from '../apps/server/src/db/client.ts';
import { keptAliveGet, median, round, XSRF } from './lib.ts';
import { throwawayDatabase } from './throwaway-database.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const CLUBS = Number(process.env.BENCH_CLUBS ?? 5000);
const STUDIES = Number(process.env.BENCH_STUDIES ?? 20_000);
/** The other lists' sizes: accounts, study groups (two per club), quizzes, audit events. */
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const QUIZZES = 200;
const AUDIT_EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 100_000);
/** The deep page each list is measured on: the 1,000th, or the list's last page when it has fewer. */
const DEEP_PAGE = 1000;
const RUNS = Number(process.env.BENCH_MEMBER_RUNS ?? 60);

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
    `insert into clubs (account_id, name, code, country)
     select (select id from accounts where customer_code = 'FED'), 'Club ' || g, 'F' || g, 'ES' from generate_series(1, $1::int) g`,
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
  // The other admin lists: more accounts, two study groups per club, quizzes, the studies, an audit trail.
  await query(
    `insert into accounts (name, owner_name, owner_email, customer_code, activation_date, renewal_date)
     select 'Account ' || g, (${sqlArray(NAMES)})[1 + g % ${NAMES.length}] || ' Owner', 'owner-' || g || '@federation.test', 'ACC' || g,
       current_date - 30, current_date + g % 400
     from generate_series(1, $1::int) g`,
    [ACCOUNTS - 1],
  );
  await query(`insert into quiz_categories (name) values ('youth'), ('adults') on conflict do nothing`);
  await query(
    `with f as (insert into quiz_families select from generate_series(1, $1::int) returning id)
     insert into quizzes (family_id, name, category_id, enabled, answer_labels, published_at)
     select f.id, 'Quiz ' || f.id, (select min(id) from quiz_categories) + f.id % 2, f.id % 7 <> 0, '{}'::jsonb, now() from f`,
    [QUIZZES],
  );
  await query(
    `insert into study_groups (club_id, name, category_id, code)
     select c.id, 'Group ' || c.id || '-' || k, (select min(id) from quiz_categories), 'G' || c.id || '-' || k
     from clubs c, generate_series(1, 2) k`,
  );
  await query(
    `insert into studies (study_group_id, quiz_id, description, start_date, due_date, state, token)
     select g0.first + g % g0.n, q0.first + g % q0.n,
       'Check-in ' || (${sqlArray(NAMES)})[1 + g % ${NAMES.length}] || ' ' || g,
       current_date - g % 400, current_date - g % 400 + 30,
       (array['open', 'inprogress', 'closed', 'cancelled'])[1 + g % 4], 'bench-study-' || g
     from generate_series(1, $1::int) g,
       (select min(id) as first, count(*)::int as n from study_groups) g0,
       (select min(id) as first, count(*)::int as n from quizzes) q0`,
    [STUDIES],
  );
  await query(
    `insert into audit_events (actor_id, action, target, at)
     select m0.first + g % 1000, (array['member.enable', 'member.disable', 'member.update', 'quiz.publish', 'study.cancel'])[1 + g % 5],
       'member:' || (m0.first + g % 5000), now() - (g || ' minutes')::interval
     from generate_series(1, $1::int) g, (select min(id) as first from members) m0`,
    [AUDIT_EVENTS],
  );
  // VACUUM as well: rows inserted in bulk a moment ago have no visibility map yet, so every index-only scan
  // visits the heap for each entry it reads (24,976 heap fetches to find page 1,000's first member, against none
  // once vacuumed, three times faster), which no table at rest in production does after autovacuum.
  await query('vacuum analyze');
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
  // What production runs: NODE_ENV=test would otherwise write every answer twice (app.ts, verifyResponses).
  const app = await buildApp({ config, database, logger: false, verifyResponses: false });
  const driver = (database.db as unknown as { $client: { query: Query } }).$client;
  // The plain driver of the same database: a pool of the app's size on PostgreSQL; embedded, PGlite's own
  // client without the app's wrapper.
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : undefined;
  // An idle connection the server ends (a run once lost one at its end: "terminating connection due to
  // administrator command") would otherwise crash the phase; a query's own error still rejects it. As the app's pool.
  pool?.on('error', () => {});
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
      // A session past the second factor, as an admin's must be (modules/two-factor).
      twoFactor: true,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const client = keptAliveGet(base);
    // As a browser asks once signed in: with its session's token and the anti-forgery cookie it was given on its
    // first answer (without it, every answer would set a new one: plugins/anti-forgery.ts).
    const signedIn = { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}` };
    const timedGet = (path: string) => client.get(path, signedIn);

    // The floor under any app on this stack: a Fastify server with nothing but compression (as the app's, same
    // threshold) whose one route runs the very statements of the request on the plain driver and answers the
    // app's own text for it. What the app costs above this is its own (authentication, validation, hooks, row
    // mapping, serialisation); what this costs above the bare SQL is Node's HTTP, Fastify's routing and gzip.
    let floorRoute: { statements: Statement[]; text: string } = { statements: [], text: '' };
    const floor = Fastify({ logger: false });
    await floor.register(fastifyCompress, { global: true, threshold: 1024 });
    floor.get('/floor', async (_request, reply) => {
      await Promise.all(floorRoute.statements.map(([text, params]) => plain(text, params)));
      return reply.type('application/json; charset=utf-8').send(floorRoute.text);
    });
    await floor.listen({ port: 0, host: '127.0.0.1' });
    const floorClient = keptAliveGet(`http://127.0.0.1:${(floor.server.address() as AddressInfo).port}`);

    // Catches the statements the app sends to the driver for one request (the page's query and its count).
    // Every argument goes on to the driver: Drizzle passes PGlite a third, its options (`rowMode: 'array'` for a
    // prepared select), and dropping it gave the authentication lookup objects where it reads arrays, so every
    // admin call was a 401 on the embedded database.
    let caught: Statement[] | null = null;
    const original = driver.query.bind(driver) as (...args: unknown[]) => Promise<{ rows: unknown[] }>;
    driver.query = (...args: unknown[]) => {
      caught?.push([args[0], args[1]]);
      return original(...args);
    };

    // Each list: its first page, a search (or, for the audit trail, which has none, a filter) and its
    // 1,000th page (or its last, when it has fewer): the page's query and its count.
    const lists: Array<{ list: string; path: string; search: [string, string] }> = [
      { list: 'members', path: '/api/admin/member/page', search: ['search "garcia m"', `q=${encodeURIComponent('garcia m')}`] },
      { list: 'clubs', path: '/api/admin/club/page', search: ['search "club 12"', `q=${encodeURIComponent('club 12')}`] },
      { list: 'accounts', path: '/api/admin/account/page', search: ['search "account 12"', `q=${encodeURIComponent('account 12')}`] },
      { list: 'study groups', path: '/api/admin/studyGroup/page', search: ['search "group 12"', `q=${encodeURIComponent('group 12')}`] },
      { list: 'studies', path: '/api/admin/study/page', search: ['search "check-in jose"', `q=${encodeURIComponent('check-in jose')}`] },
      { list: 'quizzes', path: '/api/admin/quiz/page', search: ['search "quiz 1"', `q=${encodeURIComponent('quiz 1')}`] },
      { list: 'audit', path: '/api/admin/audit/page', search: ['filter action "member.disable"', 'action=member.disable'] },
    ];
    const scenarios: Array<{ list: string; name: string; path: string }> = [];
    // BENCH_LISTS=audit,members: only these lists.
    const only = process.env.BENCH_LISTS?.split(',').filter(Boolean);
    for (const l of lists.filter((x) => !only || only.includes(x.list))) {
      const first = await timedGet(l.path);
      if (first.status !== 200) throw new Error(`${l.path}: ${first.status} ${JSON.stringify(first.body).slice(0, 300)}`);
      const deep = Math.max(1, Math.min(DEEP_PAGE, Math.ceil((first.body as { total: number }).total / 25)));
      scenarios.push(
        { list: l.list, name: 'first page', path: l.path },
        { list: l.list, name: l.search[0], path: `${l.path}?${l.search[1]}` },
        { list: l.list, name: `page ${deep.toLocaleString('en')}`, path: `${l.path}?page=${deep}` },
      );
    }
    const rows: Array<Record<string, string | number>> = [];
    for (const s of scenarios) {
      const first = await timedGet(s.path);
      if (first.status !== 200) throw new Error(`${s.path}: ${first.status} ${JSON.stringify(first.body).slice(0, 300)}`);
      const { total, items } = first.body as { total: number; items: unknown[] };
      caught = [];
      await timedGet(s.path);
      const statements: Statement[] = caught;
      caught = null;
      const bare = () => Promise.all(statements.map(([text, params]) => plain(text, params)));
      await bare();
      floorRoute = { statements, text: (await app.inject({ method: 'GET', url: s.path, headers: signedIn })).payload };
      await floorClient.get('/floor', signedIn);
      const http: number[] = [];
      const inject: number[] = [];
      const sql: number[] = [];
      const fastifyAlone: number[] = [];
      // Interleaved, so that a noisy neighbour slows all alike, and in a rotating order: a measure run right after
      // another on the same connections finds them warm (the app's HTTP and inject share the app's pool, the bare
      // replay and the floor have their own), so each of the four goes first, second, third and fourth equally
      // often. `inject` is the same request without the socket (routing, authentication, validation, the queries,
      // serialisation): http − inject is the HTTP stack's. `fastifyAlone` is the floor above.
      const steps: Array<() => Promise<void>> = [
        async () => {
          http.push((await timedGet(s.path)).ms);
        },
        async () => {
          const t = performance.now();
          await app.inject({ method: 'GET', url: s.path, headers: signedIn });
          inject.push(performance.now() - t);
        },
        async () => {
          const t = performance.now();
          await bare();
          sql.push(performance.now() - t);
        },
        async () => {
          fastifyAlone.push((await floorClient.get('/floor', signedIn)).ms);
        },
      ];
      for (let i = 0; i < RUNS; i++) {
        for (let k = 0; k < steps.length; k++) await steps[(i + k) % steps.length]?.();
      }
      const row = {
        list: s.list,
        scenario: s.name,
        total,
        rows: items.length,
        statements: statements.length,
        httpMedianMs: round(median(http), 1),
        injectMedianMs: round(median(inject), 1),
        bareSqlMedianMs: round(median(sql), 1),
        fastifyAloneMedianMs: round(median(fastifyAlone), 1),
        ratio: round(median(http) / median(sql), 2),
        fastifyAloneRatio: round(median(fastifyAlone) / median(sql), 2),
      };
      console.log(`[bench] ${s.list}: ${s.name}`, row);
      rows.push(row);
    }
    client.close();
    floorClient.close();
    await floor.close();
    return {
      kind: database.kind,
      members: MEMBERS,
      clubs: CLUBS,
      studies: STUDIES,
      runs: RUNS,
      seedSec,
      scenarios: rows,
      deepPages: deepPageRatios(rows),
    };
  } finally {
    await app.close();
    await pool?.end();
    await database.close().catch(() => undefined);
    await drop();
    if (!serverUrl) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Each list's deepest page measured (the 1,000th, or its last) against its first page, by the HTTP medians:
 * every list pages by keyset from the page's first row (db/list-statements.ts), target ≤ 1.5.
 */
export function deepPageRatios(rows: ReadonlyArray<Record<string, string | number>>) {
  const out: Array<{ list: string; page: string; firstMs: number; deepMs: number; ratio: number }> = [];
  for (const list of [...new Set(rows.map((r) => String(r.list)))]) {
    const first = rows.find((r) => r.list === list && r.scenario === 'first page');
    const deep = rows.find((r) => r.list === list && /^page /.test(String(r.scenario)));
    if (!first || !deep) continue;
    const firstMs = Number(first.httpMedianMs);
    const deepMs = Number(deep.httpMedianMs);
    out.push({ list, page: String(deep.scenario), firstMs, deepMs, ratio: round(deepMs / firstMs, 2) });
  }
  return out;
}
