/**
 * The proof of the retention job with two instances of the product on one PostgreSQL database, each running the job
 * engine (pg-boss), and a clock the test sets: a study whose due date is past the retention period loses its answers
 * once, with one audit event, however many passes both instances run at once, directly and through the job engine;
 * a study within the period keeps its answers. PostgreSQL only (TEST_DATABASE_URL): the embedded database belongs to
 * one process. A database of its own, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { answers, auditEvents, evaluations, studies } from '../../src/db/schema/index.ts';
import { JOBS_SCHEMA, RETENTION_QUEUE } from '../../src/modules/reminders/index.ts';
import { addParticipant, finishEvaluation } from '../evaluation-factories.ts';
import { buildScene, buildStudy } from '../factories.ts';
import { testConfig } from '../helpers.ts';

const url = process.env.TEST_DATABASE_URL;
const clock = { at: new Date('2031-06-15T08:00:00Z'), now: () => new Date(clock.at) };

const until = async (check: () => Promise<boolean> | boolean, what: string, tries = 400) => {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting: ${what}`);
};

describe.runIf(url)('the retention job with two instances on one PostgreSQL', () => {
  const name = `cp_retention_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let dbUrl: string;
  const running: Array<{ app: Awaited<ReturnType<typeof buildApp>>; database: Database }> = [];
  let setup: Database;
  let expired: number;
  let kept: number;

  async function startInstance() {
    const database = await openDatabase({ databaseUrl: dbUrl, dataDir: 'memory://' });
    await database.migrate();
    const app = await buildApp({ config: testConfig({ REMINDERS_WORKER: 'true' }), database, clock, logger: false });
    await app.ready();
    running.push({ app, database });
  }

  const answersOf = async (studyId: number) => {
    const [row] = await setup.db
      .select({ n: sql<number>`count(*)::int` })
      .from(answers)
      .innerJoin(evaluations, eq(evaluations.id, answers.evaluationId))
      .where(eq(evaluations.studyId, studyId));
    return Number(row?.n ?? 0);
  };
  const openJobs = async () => {
    const res = await setup.executeSql(
      `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1 and state in ('created', 'active', 'retry')`,
      [RETENTION_QUEUE],
    );
    return Number((res.rows[0] as { n: number }).n);
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url as string);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    setup = await openDatabase({ databaseUrl: dbUrl, dataDir: 'memory://' });
    await setup.migrate();
    const s = await buildScene(setup.db, { players: 3 });
    for (const p of s.players)
      await finishEvaluation(
        setup.db,
        p.evaluation.id,
        s.quiz,
        s.quiz.questions.map(() => 2),
      );
    const other = await buildStudy(setup.db, { studyGroupId: s.group.id, quizId: s.quiz.id });
    const p = await addParticipant(setup.db, { clubId: s.club.id, groupId: s.group.id, studyId: other.id });
    await finishEvaluation(
      setup.db,
      p.evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => 4),
    );
    // Due 24 months and a day before the clock, and 23 months before it.
    await setup.db.update(studies).set({ startDate: '2029-05-01', dueDate: '2029-06-14' }).where(eq(studies.id, s.study.id));
    await setup.db.update(studies).set({ startDate: '2029-06-01', dueDate: '2029-07-15' }).where(eq(studies.id, other.id));
    expired = s.study.id;
    kept = other.id;
    await Promise.all([startInstance(), startInstance()]);
  }, 60_000);

  afterAll(async () => {
    for (const { app, database } of running.splice(0)) {
      await app.close();
      await database.close();
    }
    await setup?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('deletes the expired study once, audited once, and keeps the other', async () => {
    const keptAnswers = await answersOf(kept);
    expect(await answersOf(expired)).toBeGreaterThan(0);
    const results = await Promise.all(
      running.flatMap(({ app }) => [app.reminders.sweepRetention(), app.reminders.sweepRetention(), app.reminders.requestRetentionSweep()]),
    );
    await until(async () => (await openJobs()) === 0, 'the retention jobs done');
    const deletedStudies = results.reduce<number>((n, r) => n + ((r as { studies?: number } | undefined)?.studies ?? 0), 0);
    expect(deletedStudies).toBeLessThanOrEqual(1);
    expect(await answersOf(expired)).toBe(0);
    expect(await answersOf(kept)).toBe(keptAnswers);
    const audited = await setup.db.select({ target: auditEvents.target }).from(auditEvents).where(eq(auditEvents.action, 'study.answersDeleted'));
    expect(audited).toEqual([{ target: `study:${expired}` }]);
    const [study] = await setup.db.select({ at: studies.answersDeletedAt }).from(studies).where(eq(studies.id, expired));
    expect(study?.at?.toISOString()).toBe(clock.at.toISOString());
  }, 90_000);
});
