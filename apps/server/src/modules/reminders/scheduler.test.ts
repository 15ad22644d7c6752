import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScene } from '../../../test/factories.ts';
import { CapturingMailer, createTestDatabase, testConfig } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { studies } from '../../db/schema/index.ts';
import { CASES_QUEUE, JOBS_SCHEMA, RETENTION_QUEUE, SWEEP_QUEUE } from './scheduler.ts';

/**
 * The reminders' schedule on the job engine (pg-boss) over the app's own database: on the embedded PGlite by
 * default, on PostgreSQL with TEST_DATABASE_URL. The worker takes the sweep jobs, the schedule is kept in the
 * database, and an instance that stops and starts again finds the work still due.
 */
const clock = { at: new Date('2032-06-01T09:00:00Z'), now: () => new Date(clock.at) };

let database: Database;
const mailer = new CapturingMailer();
const start = async (worker = 'true') => {
  const app = await buildApp({ config: testConfig({ REMINDERS_WORKER: worker }), database, mailer, clock, logger: false });
  await app.ready();
  return app;
};
const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting: ${what}`);
};

const untilAsync = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting: ${what}`);
};
const completedSweeps = async () => {
  // pg-boss's own tables: read with the raw SQL it is given too.
  const res = await database.executeSql(`select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1 and state = 'completed'`, [SWEEP_QUEUE]);
  return Number((res.rows[0] as { n: number }).n);
};

let s: Awaited<ReturnType<typeof buildScene>>;
beforeAll(async () => {
  database = await createTestDatabase();
  s = await buildScene(database.db, { players: 3 });
  await database.db.update(studies).set({ startDate: '2032-06-01', dueDate: '2032-06-20' });
});
afterAll(async () => database?.close());

describe('the reminders on the job engine', () => {
  it('runs the sweep in the worker, keeps the schedule in the database, and stops with the server', async () => {
    const app = await start();
    expect(app.reminders.running).toBe(true);
    await app.reminders.requestSweep();
    await until(() => mailer.sent.length === 4, 'the opening mails, sent by the worker');
    expect(mailer.sent.map((m) => m.to).sort()).toEqual([...s.players.map((p) => p.email), s.coach.email].sort());
    const schedules = await database.executeSql(`select name, cron from ${JOBS_SCHEMA}.schedule order by name`);
    expect(schedules.rows).toEqual([
      { name: CASES_QUEUE, cron: '* * * * *' },
      { name: SWEEP_QUEUE, cron: '* * * * *' },
      { name: RETENTION_QUEUE, cron: '23 * * * *' },
    ]);
    // Another job the same day: the ledger already has every reminder, nothing more.
    await app.reminders.requestSweep();
    await untilAsync(async () => (await completedSweeps()) >= 2, 'the second sweep done');
    expect(mailer.sent).toHaveLength(4);
    await app.close();
    expect(app.reminders.running).toBe(false);
  }, 30_000);

  it('finds after a restart the work that fell due while it was down', async () => {
    clock.at = new Date('2032-06-20T07:00:00Z');
    const app = await start();
    try {
      await app.reminders.requestSweep();
      await until(() => mailer.sent.length === 8, 'the due-day mails');
      expect(mailer.sent.slice(4).every((m) => /last day|último día|últim dia|letzte Tag|ultimo giorno/.test(m.subject))).toBe(true);
    } finally {
      await app.close();
    }
  }, 30_000);

  it('does not run the engine on an instance that turned it off, yet sweeps when asked', async () => {
    clock.at = new Date('2032-06-20T08:00:00Z');
    const app = await start('false');
    try {
      expect(app.reminders.running).toBe(false);
      await expect(app.reminders.requestSweep()).rejects.toThrow(/off/);
      expect(await app.reminders.sweep()).toEqual({ reminders: 0, alerts: 0 });
    } finally {
      await app.close();
    }
  });
});
