/**
 * Faults, on PostgreSQL only (TEST_DATABASE_URL): database connections killed mid-load, the server
 * process killed with SIGKILL mid-answer and restarted, and two server processes serving the same players.
 * Every loop is bounded, every server listens on loopback, and every process started here is stopped here.
 * FAULT_PLAYERS sets the players of each scenario (default 30; `npm run test:faults` runs 150).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createTokenService } from '../../src/lib/tokens.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { buildLoadScene, checkConsistency, finalAnswers, type Player, pool, rng, shuffle, storedAnswers } from './support.ts';
import { nth } from '../nth.ts';
import { freePort, throwAwayDatabase } from '../processes.ts';
import { JWT, ServerProcess, sleep } from './server-process.ts';

const PG_URL = process.env.TEST_DATABASE_URL;
const PLAYERS = Number(process.env.FAULT_PLAYERS ?? 30);

describe.runIf(!!PG_URL)('faults on PostgreSQL', () => {
  describe('PostgreSQL connections killed while players answer', () => {
    let t: TestApp;
    let scene: Awaited<ReturnType<typeof buildLoadScene>>;
    const outcomes = new Map<string, number>();
    const bad: string[] = [];
    let kills = 0;

    beforeAll(async () => {
      t = await buildTestApp();
      scene = await buildLoadScene(t.db, t.app.deps.tokens, { players: PLAYERS });
    }, 120_000);
    afterAll(async () => t?.close());

    async function answerWithRetry(p: Player, entryId: number, value: number | null) {
      for (let attempt = 0; attempt < 40; attempt++) {
        const res = await t.inject({
          method: 'POST',
          url: `/api/evaluation/${p.evaluationId}/answer/${entryId}`,
          token: p.token,
          payload: { selectedAnswer: value },
        });
        const code = res.statusCode === 200 ? 'ok' : (res.json().errors?.[0]?.code as string);
        outcomes.set(`${res.statusCode} ${code}`, (outcomes.get(`${res.statusCode} ${code}`) ?? 0) + 1);
        if (res.statusCode === 200) return;
        // A retried answer whose first try did commit (the connection died after COMMIT) meets a finished evaluation.
        if (res.statusCode === 409 && code === 'EvaluationFinished' && attempt > 0) return;
        if (res.statusCode !== 503 || code !== 'ServiceUnavailable') {
          bad.push(`${p.evaluationId}/${entryId} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          return;
        }
        expect(res.headers['retry-after']).toBeDefined();
        await sleep(20 + attempt * 10);
      }
      bad.push(`${p.evaluationId}/${entryId}: still failing after 40 tries`);
    }

    it('answers 503 ServiceUnavailable (never 500) while connections die, and recovers without a restart', async () => {
      // The app's own database (the throw-away one of createTestDatabase), killed from a separate client.
      const current = await t.db.execute<{ db: string }>('select current_database() as db' as never);
      const dbName = nth((current as unknown as { rows: { db: string }[] }).rows, 0).db;
      const url = new URL(PG_URL as string);
      url.pathname = `/${dbName}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      let loadDone = false;
      const killing = (async () => {
        for (let i = 0; i < 12 && !loadDone; i++) {
          await sleep(120);
          const r = await admin.query(
            'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          );
          kills += Number(r.rows[0].n);
        }
      })();
      await pool(scene.players, PLAYERS, async (p, i) => {
        const random = rng(7 + i);
        const plan = finalAnswers(scene.quiz, random);
        for (const id of shuffle([...plan.keys()], random)) await answerWithRetry(p, id, plan.get(id) as number | null);
      });
      loadDone = true;
      await killing;
      await admin.end();
      expect(bad.slice(0, 10)).toEqual([]);
      expect(kills).toBeGreaterThan(0);
      // The outage was felt (some calls failed with 503) and the server carried on (the rest succeeded).
      expect(outcomes.get('503 ServiceUnavailable') ?? 0).toBeGreaterThan(0);
      expect([...outcomes.keys()].filter((k) => k.startsWith('500'))).toEqual([]);
      // Recovers without a restart: a connection killed in the last round may still fail the first check it
      // serves (the pool drops it then), so readiness is asked a few times, as a load balancer does.
      let ready = 0;
      for (let i = 0; i < 20 && ready !== 200; i++) {
        if (i > 0) await sleep(100);
        ready = (await t.inject({ method: 'GET', url: '/api/ready' })).statusCode;
      }
      expect(ready).toBe(200);
    }, 300_000);

    it('loses no pooled connection: every connection is back in the pool once the load is over', async () => {
      const pool = (t.db as unknown as { $client: pg.Pool }).$client;
      expect(pool.waitingCount).toBe(0);
      expect(pool.totalCount - pool.idleCount).toBe(0);
      // More calls at once than the pool holds connections: all are served.
      const results = await Promise.all(Array.from({ length: 25 }, () => t.inject({ method: 'GET', url: '/api/ready' })));
      expect(results.map((r) => r.statusCode)).toEqual(Array(25).fill(200));
    });

    it('leaves no evaluation half-written: each is finished with all answers and its coefficient', async () => {
      const report = await checkConsistency(
        t.db,
        scene.players.map((p) => p.evaluationId),
        scene.quiz.questions.length,
      );
      expect(report.halfWritten.slice(0, 10)).toEqual([]);
      expect(report.finished).toBe(PLAYERS);
      expect(report.answers).toBe(PLAYERS * scene.quiz.questions.length);
    });
  });

  describe('the server process killed with SIGKILL mid-answer, then restarted', () => {
    let database: Database;
    let dbHandle: Awaited<ReturnType<typeof throwAwayDatabase>>;
    let server: ServerProcess;
    let scene: Awaited<ReturnType<typeof buildLoadScene>>;
    const acknowledged = new Map<number, Map<number, number | null>>();
    const plans = new Map<number, Map<number, number | null>>();

    beforeAll(async () => {
      dbHandle = await throwAwayDatabase(PG_URL as string, 'cp_fault');
      server = new ServerProcess(dbHandle.url, await freePort());
      await server.start(); // migrates the new database
      database = await openDatabase({ databaseUrl: dbHandle.url, dataDir: 'memory://' });
      scene = await buildLoadScene(database.db, createTokenService(JWT), { players: PLAYERS });
      for (const [i, p] of scene.players.entries()) plans.set(p.evaluationId, finalAnswers(scene.quiz, rng(99 + i)));
    }, 120_000);
    afterAll(async () => {
      await server?.kill();
      await database?.close();
      await dbHandle?.drop();
    }, 60_000);

    it('loses no acknowledged answer and leaves no evaluation half-written', async () => {
      let acks = 0;
      const target = Math.floor((PLAYERS * scene.quiz.questions.length) / 2);
      const killed = (async () => {
        for (let i = 0; i < 300 && acks < target; i++) await sleep(20);
        await server.kill('SIGKILL');
      })();
      await pool(scene.players, PLAYERS, async (p, i) => {
        const plan = plans.get(p.evaluationId) as Map<number, number | null>;
        const mine = new Map<number, number | null>();
        acknowledged.set(p.evaluationId, mine);
        // Several answers of one player in flight at once, as a double tap on a phone would do.
        const order = shuffle([...plan.keys()], rng(i));
        for (let k = 0; k < order.length; k += 3) {
          const batch = order.slice(k, k + 3);
          const results = await Promise.all(
            batch.map((id) =>
              server
                .request('POST', `/api/evaluation/${p.evaluationId}/answer/${id}`, p.token, { selectedAnswer: plan.get(id) })
                .then((r) => r.status)
                .catch(() => 0),
            ),
          );
          results.forEach((status, j) => {
            if (status === 200) {
              mine.set(nth(batch, j), plan.get(nth(batch, j)) as number | null);
              acks++;
            }
          });
          if (results.includes(0)) return; // the server is gone
        }
      });
      await killed;
      expect(acks).toBeGreaterThan(0);
      const report = await checkConsistency(
        database.db,
        scene.players.map((p) => p.evaluationId),
        scene.quiz.questions.length,
      );
      expect(report.halfWritten).toEqual([]);
      const lost: string[] = [];
      for (const p of scene.players) {
        const stored = await storedAnswers(database.db, p.evaluationId);
        for (const [q, v] of acknowledged.get(p.evaluationId) ?? []) if (stored.get(q) !== v) lost.push(`${p.evaluationId}/${q}`);
      }
      expect(lost).toEqual([]);
      // The kill came mid-load: some evaluations were still unfinished.
      expect(report.finished).toBeLessThan(PLAYERS);
    }, 180_000);

    it('restarts and lets every player continue where they stopped, to a consistent end', async () => {
      await server.start();
      const wrong: string[] = [];
      await pool(scene.players, 10, async (p) => {
        const plan = plans.get(p.evaluationId) as Map<number, number | null>;
        for (let step = 0; step <= plan.size; step++) {
          const stored = await storedAnswers(database.db, p.evaluationId);
          const res = await server.request('GET', `/api/evaluation/${p.evaluationId}/continueQuiz`, p.token);
          if (res.status === 409) {
            if (stored.size !== plan.size) wrong.push(`${p.evaluationId}: 409 with ${stored.size} answers`);
            return;
          }
          const q = (await res.json()) as { entryId: number; answeredCount: number };
          if (res.status !== 200) return void wrong.push(`${p.evaluationId}: continueQuiz ${res.status}`);
          // It resumes at a question without an answer, counting exactly what is stored.
          if (stored.has(q.entryId) || q.answeredCount !== stored.size)
            wrong.push(`${p.evaluationId}: resumed at ${q.entryId} (${q.answeredCount} vs ${stored.size} stored)`);
          const a = await server.request('POST', `/api/evaluation/${p.evaluationId}/answer/${q.entryId}`, p.token, {
            selectedAnswer: plan.get(q.entryId),
          });
          if (a.status !== 200) return void wrong.push(`${p.evaluationId}: answer ${a.status}`);
        }
      });
      expect(wrong.slice(0, 10)).toEqual([]);
      const report = await checkConsistency(
        database.db,
        scene.players.map((p) => p.evaluationId),
        scene.quiz.questions.length,
      );
      expect(report.halfWritten).toEqual([]);
      expect(report.finished).toBe(PLAYERS);
      for (const p of scene.players) {
        const stored = await storedAnswers(database.db, p.evaluationId);
        expect(stored).toEqual(plans.get(p.evaluationId));
      }
    }, 180_000);
  });

  describe('two server processes on one PostgreSQL', () => {
    let database: Database;
    let dbHandle: Awaited<ReturnType<typeof throwAwayDatabase>>;
    let a: ServerProcess;
    let b: ServerProcess;
    let scene: Awaited<ReturnType<typeof buildLoadScene>>;

    beforeAll(async () => {
      dbHandle = await throwAwayDatabase(PG_URL as string, 'cp_fault');
      a = new ServerProcess(dbHandle.url, await freePort(), { RATE_LIMIT_ENABLED: 'true' });
      await a.start();
      b = new ServerProcess(dbHandle.url, await freePort(), { RATE_LIMIT_ENABLED: 'true' });
      await b.start();
      database = await openDatabase({ databaseUrl: dbHandle.url, dataDir: 'memory://' });
      scene = await buildLoadScene(database.db, createTokenService(JWT), { players: PLAYERS });
    }, 120_000);
    afterAll(async () => {
      await a?.kill('SIGTERM');
      await b?.kill('SIGTERM');
      await database?.close();
      await dbHandle?.drop();
    }, 60_000);

    it('serves the same players alternately (A, B, A, …) without conflict', async () => {
      const wrong: string[] = [];
      const plans = new Map<number, Map<number, number | null>>();
      await pool(scene.players, PLAYERS, async (p, i) => {
        const plan = finalAnswers(scene.quiz, rng(500 + i));
        plans.set(p.evaluationId, plan);
        const order = shuffle([...plan.keys()], rng(600 + i));
        for (const [k, id] of order.entries()) {
          const via = (k + i) % 2 === 0 ? a : b;
          const res = await via.request('POST', `/api/evaluation/${p.evaluationId}/answer/${id}`, p.token, { selectedAnswer: plan.get(id) });
          const body = (await res.json()) as { finished?: boolean };
          if (res.status !== 200) wrong.push(`${p.evaluationId}/${id} via ${via.port}: ${res.status}`);
          else if (body.finished !== (k === order.length - 1)) wrong.push(`${p.evaluationId}: finished ${body.finished} at answer ${k + 1}`);
        }
        // Each instance sees what the other stored.
        for (const via of [a, b]) {
          const res = await via.request('GET', `/api/evaluation/${p.evaluationId}/report`, p.token);
          if (res.status !== 200) wrong.push(`report of ${p.evaluationId} via ${via.port}: ${res.status}`);
        }
      });
      expect(wrong.slice(0, 10)).toEqual([]);
      const report = await checkConsistency(
        database.db,
        scene.players.map((p) => p.evaluationId),
        scene.quiz.questions.length,
      );
      expect(report.halfWritten).toEqual([]);
      expect(report.finished).toBe(PLAYERS);
      for (const p of scene.players) expect(await storedAnswers(database.db, p.evaluationId)).toEqual(plans.get(p.evaluationId));
    }, 180_000);

    it('a sign-out on one instance ends the token on the other', async () => {
      const p = nth(scene.players, 0);
      expect((await b.request('GET', '/api/evaluation/getMyFinishedEvaluations', p.token)).status).toBe(200);
      expect((await a.request('POST', '/api/member/signOut', p.token, {})).status).toBeLessThan(300);
      expect((await b.request('GET', '/api/evaluation/getMyFinishedEvaluations', p.token)).status).toBe(401);
    });

    it('shares rate-limit counters: the sign-in limit per account and address (10) is reached across both instances', async () => {
      const email = nth(scene.players, 1).email;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const via = i % 2 === 0 ? a : b;
        const res = await via.request('POST', '/api/member/authenticate', undefined, { email, password: 'wrong-password-1' });
        statuses.push(res.status);
      }
      // Ten wrong passwords (five on each instance: neither alone reached ten), then 429 on both.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual([429, 429]);
    });
  });
});
