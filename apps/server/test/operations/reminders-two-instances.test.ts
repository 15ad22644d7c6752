/**
 * The proof of the reminders: two instances of the product on one PostgreSQL database, each running
 * the job engine (pg-boss), a real SMTP server on loopback, and a clock the test moves. Every reminder and
 * alert reaches the SMTP server exactly once (the server counts them), none goes to a member who finished or
 * about a study that was closed, and an instance that restarts (with the SMTP server down meanwhile) loses
 * none. PostgreSQL only (TEST_DATABASE_URL): the embedded database belongs to one process. A database of its
 * own, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { addDays, REMINDER_DAYS_BEFORE_DUE } from '@club-pulse/contracts/reminders';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { evaluations, followUpCases, mailOutbox, studies } from '../../src/db/schema/index.ts';
import type { MailDelivery } from '../../src/lib/mail-delivery.ts';
import { JOBS_SCHEMA, SWEEP_QUEUE } from '../../src/modules/reminders/index.ts';
import { finishEvaluation } from '../evaluation-factories.ts';
import { buildEvaluation, buildScene, buildStudy } from '../factories.ts';
import { testConfig } from '../helpers.ts';
import { nth } from '../nth.ts';
import { makeCertificate, SMTP_PASSWORD, SMTP_USER, startSmtp } from './loopback-smtp.ts';

const url = process.env.TEST_DATABASE_URL;

const START = '2033-09-01';
const DUE = '2033-09-11';
/** The one clock both instances read (a deployment's would be the system's; this one the test moves). */
const clock = { at: new Date(`${START}T06:00:00Z`), now: () => new Date(clock.at) };
const moveTo = (day: string, time = '06:00:00') => {
  clock.at = new Date(`${day}T${time}Z`);
};

const until = async (check: () => Promise<boolean> | boolean, what: string, tries = 400) => {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting: ${what}`);
};

describe.runIf(url)('reminders with two instances on one PostgreSQL and a real SMTP server', () => {
  let certificate: ReturnType<typeof makeCertificate>;
  const name = `cp_reminders_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let dbUrl: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let smtpPort: number;
  const running: Array<{ app: Awaited<ReturnType<typeof buildApp>>; database: Database }> = [];
  let setup: Database;

  async function startInstance() {
    const database = await openDatabase({ databaseUrl: dbUrl, dataDir: 'memory://' });
    await database.migrate();
    const app = await buildApp({
      config: testConfig({
        SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
        SMTP_CA_FILE: certificate.certificateFile,
        PUBLIC_URL: 'https://club.example.test',
        REMINDERS_WORKER: 'true',
      }),
      database,
      clock,
      logger: false,
    });
    await app.ready();
    const instance = { app, database };
    running.push(instance);
    return instance;
  }
  async function stopInstance(instance: (typeof running)[number]) {
    running.splice(running.indexOf(instance), 1);
    await instance.app.close();
    await instance.database.close();
  }

  /** What the SMTP server received: recipient and the link of each mail (a reminder's or an alert's). */
  const received = () =>
    smtp.received.map((m) => {
      const body = m.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /https:\/\/club\.example\.test\/(evaluations\/\d+\/continue|studies\/\d+\/report)/.exec(body)?.[1] ?? 'none';
      const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(m.data)?.[1]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
      return { to: nth(m.to, 0), link, subject };
    });
  const keyOf = (m: { to: string; link: string }) => `${m.to} ${m.link}`;
  const pendingMails = async () => {
    const [row] = await setup.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null`);
    return Number(row?.n ?? 0);
  };
  /** Both instances sweep at once, directly and through the job engine, and the mails are delivered. */
  async function sweepEverywhere(expectedTotal: number) {
    await Promise.all(running.flatMap(({ app }) => [app.reminders.sweep(), app.reminders.sweep(), app.reminders.requestSweep()]));
    await until(async () => smtp.received.length >= expectedTotal && (await pendingMails()) === 0, `${expectedTotal} mails at the SMTP server`);
    // The sweep jobs both instances' workers took: done, and nothing more arrives.
    await until(async () => {
      const res = await setup.executeSql(
        `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1 and state in ('created', 'active', 'retry')`,
        [SWEEP_QUEUE],
      );
      return Number((res.rows[0] as { n: number }).n) === 0;
    }, 'the sweep jobs done');
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received.length).toBe(expectedTotal);
  }

  let s: Awaited<ReturnType<typeof buildScene>>;
  let closed: { id: number };
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
    smtpPort = smtp.port;
    setup = await openDatabase({ databaseUrl: dbUrl, dataDir: 'memory://' });
    await setup.migrate();
    s = await buildScene(setup.db, { players: 4 });
    await setup.db.update(studies).set({ startDate: START, dueDate: DUE }).where(eq(studies.id, s.study.id));
    closed = await buildStudy(setup.db, { studyGroupId: s.group.id, quizId: s.quiz.id, startDate: START, dueDate: DUE });
    for (const p of s.players) await buildEvaluation(setup.db, { studyId: closed.id, memberId: p.id });
    await Promise.all([startInstance(), startInstance()]);
  }, 60_000);

  afterAll(async () => {
    for (const instance of [...running]) await stopInstance(instance);
    await setup?.close();
    await smtp?.close();
    certificate?.remove();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const continueOf = (evaluationId: number) => `evaluations/${evaluationId}/continue`;

  it('sends each opening mail once, to every unfinished member of each running study', async () => {
    moveTo(START);
    await sweepEverywhere(9);
    // Five for the first study (four players and the coach, invited too), four for the second (its players).
    const got = received().map(keyOf);
    expect(got).toEqual(
      expect.arrayContaining([
        ...s.players.map((p) => `${p.email} ${continueOf(p.evaluation.id)}`),
        `${s.coach.email} ${continueOf(s.coachEvaluation.id)}`,
      ]),
    );
    expect(new Set(got).size).toBe(9);
  }, 60_000);

  it('alerts the club’s coaches once about new critical results, with counts and no name', async () => {
    // The second study is closed now: nothing more about it. Player 0 finishes critical, player 1 not.
    await setup.db.update(studies).set({ state: 'closed' }).where(eq(studies.id, closed.id));
    await finishEvaluation(
      setup.db,
      nth(s.players, 0).evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => 1),
    );
    await finishEvaluation(
      setup.db,
      nth(s.players, 1).evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => 5),
    );
    // Its follow-up case is closed: the job engine's case pass (every minute, escalations after 48 hours of this
    // test's clock) has nothing to tell here; cases-two-instances.test.ts proves the escalation.
    await setup.db.insert(followUpCases).values({ evaluationId: nth(s.players, 0).evaluation.id, status: 'closed' });
    moveTo(START, '18:00:00');
    await sweepEverywhere(10);
    const alert = received().at(-1);
    expect(alert).toMatchObject({ to: s.coach.email, link: `studies/${s.study.id}/report` });
    const data = nth(smtp.received, 9).data;
    for (const p of s.players) {
      expect(data).not.toContain(p.surname);
      expect(data).not.toContain(p.email);
    }
  }, 60_000);

  it(`sends the mail ${REMINDER_DAYS_BEFORE_DUE} days before the due date once, to the unfinished only, none about the closed study`, async () => {
    moveTo(addDays(DUE, -REMINDER_DAYS_BEFORE_DUE));
    await sweepEverywhere(13);
    const latest = received().slice(10);
    expect(latest.map((m) => m.to).sort()).toEqual([nth(s.players, 2).email, nth(s.players, 3).email, s.coach.email].sort());
    expect(latest.every((m) => m.link.startsWith('evaluations/') && !m.link.includes(`/${nth(s.players, 0).evaluation.id}/`))).toBe(true);
    // Every mail about the closed study went before it closed (the four opening mails).
    const closedEvaluations = await setup.db.select({ id: evaluations.id }).from(evaluations).where(eq(evaluations.studyId, closed.id));
    const aboutClosed = received().filter((m) => closedEvaluations.some((e) => m.link === continueOf(e.id)));
    expect(aboutClosed).toHaveLength(4);
  }, 60_000);

  it('loses nothing when an instance restarts while the SMTP server is down, and still sends each due-day mail once', async () => {
    await finishEvaluation(
      setup.db,
      nth(s.players, 2).evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => 5),
    );
    await smtp.close();
    moveTo(DUE);
    // Both instances queue the due-day mails; the SMTP server refuses every delivery.
    await Promise.all(running.map(({ app }) => app.reminders.sweep()));
    expect(await pendingMails()).toBe(2);
    // One instance goes down and comes back; the SMTP server comes back on its port.
    await stopInstance(nth(running, 0));
    smtp = await startSmtp(certificate, smtpPort);
    const before = smtp.received.length;
    expect(before).toBe(0);
    await startInstance();
    // The retry is due (its pause passed), both instances deliver and sweep again at once.
    await setup.db.execute(sql`update mail_outbox set next_attempt_at = now() where sent_at is null`);
    await Promise.all(running.map(({ app }) => (app.deps.mailer as MailDelivery).deliverDue()));
    await sweepEverywhere(2);
    expect(
      received()
        .map((m) => m.to)
        .sort(),
    ).toEqual([nth(s.players, 3).email, s.coach.email].sort());
    expect(new Set(received().map(keyOf)).size).toBe(2);
    expect(received().every((m) => /last day/.test(m.subject))).toBe(true);
    // And after the due date, nothing.
    moveTo(addDays(DUE, 1));
    await sweepEverywhere(2);
  }, 90_000);
});
