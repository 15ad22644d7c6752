import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { mailFateCounts } from '../../lib/mail-outbox.repository.ts';
import { openCaseCounts } from '../cases/index.ts';
import { finishedSinceCount } from '../evaluations/index.ts';
import { JOBS_SCHEMA } from '../reminders/index.ts';
import { runningStudyCount } from '../studies/index.ts';

/**
 * What an operator watches of the product itself, in one query: running studies (open or in progress, not past
 * their due date on `on`), questionnaires finished since the start of the day `on` (UTC), and mails by their fate (waiting,
 * given up, sent in the last day). Counts only: no name, no club, no answer.
 */
export async function businessCounts(db: Db, now: Date, on: string) {
  const dayStart = new Date(`${on}T00:00:00Z`);
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const mails = mailFateCounts(dayAgo);
  const [row] = await db
    .select({
      runningStudies: runningStudyCount(on),
      answersToday: finishedSinceCount(dayStart),
      mailsPending: mails.pending,
      mailsFailed: mails.failed,
      mailsSentLastDay: mails.sentSince,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('the counts query answered no row');
  return { ...row, ...(await openCaseCounts(db)) };
}

export interface JobCount {
  queue: string;
  state: string;
  count: number;
}

/**
 * The job engine's jobs by queue and state (pg-boss keeps them in its own schema): waiting (`created`, `retry`),
 * running (`active`) and `failed`. Empty when the engine never started on this database (no schema yet).
 */
export async function jobCounts(database: Database): Promise<JobCount[]> {
  try {
    const { rows } = await database.executeSql(
      `select name, state, count(*)::int as n from ${JOBS_SCHEMA}.job where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      [],
    );
    return (rows as Array<{ name: string; state: string; n: number }>).map((r) => ({ queue: r.name, state: r.state, count: Number(r.n) }));
  } catch {
    return [];
  }
}
