import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { qualified } from '../db/sql.ts';
import { mailOutbox } from './tables.ts';

/** Every query of the mail outbox (lib/mail-delivery.ts). */

export type OutboxMail = Pick<typeof mailOutbox.$inferSelect, 'id' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'attempts'>;

export async function enqueueMail(db: Db, mail: { to: string; subject: string; text: string; html?: string }): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('the mail could not be queued');
  return row.id;
}

/**
 * Claims up to `limit` mails that are due (or, with `ids`, those mails if they are due), for `leaseSeconds`:
 * another instance skips them meanwhile (SKIP LOCKED on PostgreSQL; the lease covers a process that dies
 * while sending). Counts the attempt.
 */
export async function claimDueMails(db: Db, opts: { limit: number; leaseSeconds: number; ids?: number[] }): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
        opts.ids ? inArray(mailOutbox.id, opts.ids) : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${opts.leaseSeconds})`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      attempts: mailOutbox.attempts,
    });
}

/** Sent: the body goes (it may carry a reset or invitation link); address, subject and times stay. */
export async function markSent(db: Db, id: number) {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, textBody: '', htmlBody: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Not sent: try again after `retryInSeconds`, or give up (`retryInSeconds` null: the body goes too). */
export async function markFailed(db: Db, id: number, error: string, retryInSeconds: number | null) {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { failedAt: sql`now()`, lockedUntil: null, lastError: error, textBody: '', htmlBody: null }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`, lockedUntil: null, lastError: error },
    )
    .where(eq(mailOutbox.id, id));
}

/** Mails not yet sent nor given up (for the readiness of operations and the tests). */
export async function pendingMailCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
  return Number(row?.n ?? 0);
}

/** How many mails of the outbox meet every condition, as a sub-select for another module's query. */
const mailCount = (...conditions: SQL[]) => qualified(sql<number>`(select count(*) from ${mailOutbox} where ${and(...conditions)})`).mapWith(Number);

/** The outbox by the mails' fate (waiting, given up, sent since `since`), as sub-selects for another module's query (the operator's metrics). */
export const mailFateCounts = (since: Date) => ({
  pending: mailCount(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)),
  failed: mailCount(isNotNull(mailOutbox.failedAt)),
  sentSince: mailCount(gte(mailOutbox.sentAt, since)),
});
