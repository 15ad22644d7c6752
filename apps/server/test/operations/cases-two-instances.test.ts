/**
 * The proof of the cases' escalation: two instances of the product on one PostgreSQL database, each running the job
 * engine (pg-boss), a real SMTP server on loopback, and a clock the test moves. An untouched critical case is told
 * to the club's coaches exactly once after 48 hours, however many passes both instances run at once, directly and
 * through the job engine; a critical case that was acted on is not. PostgreSQL only (TEST_DATABASE_URL): the
 * embedded database belongs to one process. A database of its own, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { evaluations, followUpCases, mailOutbox } from '../../src/db/schema/index.ts';
import { act } from '../../src/modules/cases/index.ts';
import { CASES_QUEUE, JOBS_SCHEMA } from '../../src/modules/reminders/index.ts';
import { finishEvaluation } from '../evaluation-factories.ts';
import { buildScene } from '../factories.ts';
import { testConfig } from '../helpers.ts';
import { nth } from '../nth.ts';
import { makeCertificate, SMTP_PASSWORD, SMTP_USER, startSmtp } from './loopback-smtp.ts';

const url = process.env.TEST_DATABASE_URL;
const T0 = Date.parse('2034-02-01T08:00:00Z');
const clock = { at: new Date(T0), now: () => new Date(clock.at) };
const atHour = (hours: number) => {
  clock.at = new Date(T0 + hours * 3_600_000);
  return clock.at;
};

const until = async (check: () => Promise<boolean> | boolean, what: string, tries = 400) => {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting: ${what}`);
};

describe.runIf(url)('case escalation with two instances on one PostgreSQL and a real SMTP server', () => {
  let certificate: ReturnType<typeof makeCertificate>;
  const name = `cp_cases_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let dbUrl: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const running: Array<{ app: Awaited<ReturnType<typeof buildApp>>; database: Database }> = [];
  let setup: Database;
  let s: Awaited<ReturnType<typeof buildScene>>;

  async function startInstance() {
    const database = await openDatabase({ databaseUrl: dbUrl, dataDir: 'memory://' });
    await database.migrate();
    const app = await buildApp({
      config: testConfig({
        SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`,
        SMTP_CA_FILE: certificate.certificateFile,
        PUBLIC_URL: 'https://club.example.test',
        REMINDERS_WORKER: 'true',
      }),
      database,
      clock,
      logger: false,
    });
    await app.ready();
    running.push({ app, database });
  }

  /** The escalation mails the SMTP server received (the reminders' own alerts link to a report, not to the queue). */
  const escalations = () =>
    smtp.received.filter((m) =>
      m.data
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
        .includes('https://club.example.test/cases'),
    );
  const pendingMails = async () => {
    const [row] = await setup.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null`);
    return Number(row?.n ?? 0);
  };
  const openJobs = async () => {
    const res = await setup.executeSql(
      `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1 and state in ('created', 'active', 'retry')`,
      [CASES_QUEUE],
    );
    return Number((res.rows[0] as { n: number }).n);
  };
  /** Both instances pass over the cases at once, twice each directly and once through the job engine. */
  async function sweepEverywhere() {
    await Promise.all(running.flatMap(({ app }) => [app.reminders.sweepCases(), app.reminders.sweepCases(), app.reminders.requestCaseSweep()]));
    await until(async () => (await openJobs()) === 0 && (await pendingMails()) === 0, 'the case jobs done and the mails delivered');
    await new Promise((r) => setTimeout(r, 500));
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url as string);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    certificate = makeCertificate();
    smtp = await startSmtp(certificate);
    setup = await openDatabase({ databaseUrl: dbUrl, dataDir: 'memory://' });
    await setup.migrate();
    s = await buildScene(setup.db, { players: 2 });
    for (const p of s.players) {
      await finishEvaluation(
        setup.db,
        p.evaluation.id,
        s.quiz,
        s.quiz.questions.map(() => 1),
      );
      await setup.db
        .update(evaluations)
        .set({ finishedAt: new Date(T0) })
        .where(eq(evaluations.id, p.evaluation.id));
    }
    await Promise.all([startInstance(), startInstance()]);
  }, 60_000);

  afterAll(async () => {
    for (const { app, database } of running.splice(0)) {
      await app.close();
      await database.close();
    }
    await setup?.close();
    await smtp?.close();
    certificate?.remove();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('tells nothing before 48 hours; the coach acts on one of the two critical cases', async () => {
    atHour(10);
    await sweepEverywhere();
    expect(escalations()).toHaveLength(0);
    const [acted] = await setup.db
      .select({ id: followUpCases.id })
      .from(followUpCases)
      .where(eq(followUpCases.evaluationId, nth(s.players, 1).evaluation.id));
    await act(setup.db, s.coach.id, acted?.id as number, { act: 'take' }, atHour(10));
  }, 60_000);

  it('sends the escalation once after 48 hours, about the untouched case only, with no name', async () => {
    atHour(49);
    await sweepEverywhere();
    await sweepEverywhere();
    const mails = escalations();
    expect(mails.map((m) => nth(m.to, 0))).toEqual([s.coach.email]);
    const body = nth(mails, 0).data.replace(/=\r?\n/g, '');
    expect(body).toContain('1 critical case still has no owner and 0 owned critical cases');
    for (const p of s.players) expect(body).not.toContain(p.surname);
    // Later the same day, and the day after: nothing more (the acted-on case is quiet for 48 hours only at hour 58).
    atHour(57);
    await sweepEverywhere();
    expect(escalations()).toHaveLength(1);
  }, 90_000);
});
