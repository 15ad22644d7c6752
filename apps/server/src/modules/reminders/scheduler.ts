import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppDeps } from '../../lib/deps.ts';
import { retryTransient } from '../../lib/transient.ts';
import { type SweepResult, sweep } from './reminders.service.ts';

/** Where "now" comes from for every decision of the reminders: the system's clock, or a test's. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** The job engine's queue of sweeps, and how often the schedule sends one. */
export const SWEEP_QUEUE = 'reminders-sweep';
/** The queue of the follow-up cases' pass (escalations, next-step reminders), on the same schedule. */
export const CASES_QUEUE = 'cases-sweep';
/** The queue of the retention pass (docs/decisions/0008): deletes the answers past the retention period. */
export const RETENTION_QUEUE = 'retention-sweep';
const SWEEP_CRON = '* * * * *';
/** Once an hour: a study's answers are due on a day, so an hour late at most is a few minutes' work saved 59 times. */
const RETENTION_CRON = '23 * * * *';
/** pg-boss keeps its tables in a schema of its own beside the app's (its own migrations, not Drizzle's). */
export const JOBS_SCHEMA = 'pgboss';

export interface ReminderScheduler {
  /** One pass now, on this instance (tests; the job engine's worker calls the same). */
  sweep(): Promise<SweepResult>;
  /** Asks the job engine for a pass: whichever instance's worker takes the job runs it (resolves when queued). */
  requestSweep(): Promise<void>;
  /** The follow-up cases' pass now, on this instance (tests; the worker runs the same from CASES_QUEUE). */
  sweepCases(): Promise<Record<string, number>>;
  /** Asks the job engine for a pass over the cases. */
  requestCaseSweep(): Promise<void>;
  /** The retention pass now, on this instance (tests; the worker runs the same from RETENTION_QUEUE). */
  sweepRetention(): Promise<Record<string, number>>;
  /** Asks the job engine for a retention pass. */
  requestRetentionSweep(): Promise<void>;
  /** Whether this instance runs the job engine (REMINDERS_WORKER). */
  readonly running: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The reminders' schedule on pg-boss, over the app's own database (PostgreSQL, or the embedded PGlite through
 * `Database.executeSql`): a cron schedule, kept in the database, sends a sweep job every minute (one job per
 * minute whatever the number of instances), and one instance's worker runs it. A sweep decides from the
 * database's state and the clock, so an instance that restarts, or a minute missed, loses nothing: the next
 * sweep finds the same work. Off (`enabled` false) the instance neither schedules nor works; the routes still
 * answer and `sweep()` still runs when called.
 */
export function createReminderScheduler(opts: {
  deps: AppDeps;
  clock: Clock;
  enabled: boolean;
  log: FastifyBaseLogger;
  /** The follow-up cases' pass (modules/cases), given by the app so that the reminders do not import the cases. */
  caseSweep?: (deps: AppDeps, now: Date) => Promise<Record<string, number>>;
  /** The retention pass (modules/retention), given by the app like the cases' pass. */
  retentionSweep?: (deps: AppDeps, now: Date) => Promise<Record<string, number>>;
  /** How often an idle worker looks for a job (seconds; tests shorten it). */
  pollingIntervalSeconds?: number;
}): ReminderScheduler {
  const { deps, clock, log } = opts;
  let boss: PgBoss | null = null;
  const runSweep = async () => {
    const result = await sweep(deps, clock.now());
    if (result.reminders + result.alerts > 0) log.info(result, 'reminders queued');
    return result;
  };
  const runCaseSweep = async () => {
    const result = opts.caseSweep ? await opts.caseSweep(deps, clock.now()) : {};
    if (Object.values(result).some((n) => n > 0)) log.info(result, 'case mails queued');
    return result;
  };
  const runRetentionSweep = async () => {
    const result = opts.retentionSweep ? await opts.retentionSweep(deps, clock.now()) : {};
    if (Object.values(result).some((n) => n > 0)) log.info(result, 'answers deleted past their retention');
    return result;
  };
  const newEngine = () => {
    const engine = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => deps.database.executeSql(text, values) },
      schema: JOBS_SCHEMA,
      // The supervisor and the cron monitor use the database's time, not the test clock: jobs are due by the real clock.
      pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2,
    } as PgBoss.ConstructorOptions);
    engine.on('error', (err) => log.error({ err }, 'reminders job engine error'));
    return engine;
  };
  /**
   * pg-boss installs its schema on first start under an advisory lock, but an instance that waited for that lock
   * may still not see the schema the other created (PostgreSQL refreshes its catalog cache on table locks, not
   * advisory ones) and fail on a duplicate; the next attempt finds it installed. Seen with two instances starting
   * on a new database (test/operations/reminders-two-instances.test.ts).
   */
  const startEngine = async () => {
    for (let attempt = 1; ; attempt++) {
      const engine = newEngine();
      try {
        await engine.start();
        return engine;
      } catch (err) {
        await engine.stop({ graceful: false, wait: true }).catch(() => undefined);
        if (attempt >= 3) throw err;
        log.warn({ err, attempt }, 'reminders job engine did not start: trying again');
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  };
  return {
    sweep: runSweep,
    sweepCases: runCaseSweep,
    sweepRetention: runRetentionSweep,
    async requestRetentionSweep() {
      if (!boss) throw new Error('the reminders worker is off on this instance');
      await boss.send(RETENTION_QUEUE, {}, { retryLimit: 3, retryDelay: 60, expireInSeconds: 1800 });
    },
    async requestCaseSweep() {
      if (!boss) throw new Error('the reminders worker is off on this instance');
      await boss.send(CASES_QUEUE, {}, { retryLimit: 3, retryDelay: 30, expireInSeconds: 300 });
    },
    get running() {
      return boss !== null;
    },
    async requestSweep() {
      if (!boss) throw new Error('the reminders worker is off on this instance');
      await boss.send(SWEEP_QUEUE, {}, { retryLimit: 3, retryDelay: 30, expireInSeconds: 300 });
    },
    async start() {
      if (!opts.enabled || boss) return;
      const engine = await startEngine();
      // Two instances starting at once create the same queue and schedule: PostgreSQL may answer one of them
      // with a deadlock (seen on CI) or a duplicate; the next try finds the other's done.
      const onRetry = (err: unknown, attempt: number) =>
        log.warn({ err, attempt }, 'reminders queue set-up collided with another instance: trying again');
      await retryTransient(() => engine.createQueue(SWEEP_QUEUE), { onRetry });
      await retryTransient(() => engine.schedule(SWEEP_QUEUE, SWEEP_CRON, {}, { retryLimit: 3, expireInSeconds: 300 }), { onRetry });
      await retryTransient(() => engine.createQueue(CASES_QUEUE), { onRetry });
      await retryTransient(() => engine.schedule(CASES_QUEUE, SWEEP_CRON, {}, { retryLimit: 3, expireInSeconds: 300 }), { onRetry });
      await retryTransient(() => engine.createQueue(RETENTION_QUEUE), { onRetry });
      await retryTransient(() => engine.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { retryLimit: 3, expireInSeconds: 1800 }), { onRetry });
      await engine.work(RETENTION_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async () => {
        await runRetentionSweep();
      });
      await engine.work(CASES_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async () => {
        await runCaseSweep();
      });
      await engine.work(SWEEP_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async () => {
        await runSweep();
      });
      boss = engine;
    },
    async stop() {
      const engine = boss;
      boss = null;
      // Graceful: the sweep in flight ends (its transactions commit or roll back whole), then the engine stops.
      await engine?.stop({ graceful: true, wait: true, timeout: 15_000 });
    },
  };
}
