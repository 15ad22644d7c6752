/**
 * The installation's plumbing: rate limits, its own secrets, the mail outbox (lib/*.repository.ts).
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/schema/columns.ts';

/** Rate-limit counters live in the database so that every server instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Secrets an installation generates for itself at first start when none is configured (the token signing
 * key, the captcha key): kept with the data, so every instance on one database shares them, and none is
 * written in the source. The first instance to insert wins; the others read its value.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Mails on their way out through SMTP: written here first, so that none is lost while the mail server is
 * down or the process restarts, then delivered and retried with growing pauses (lib/mail-delivery.ts). The
 * body of a sent mail is emptied: it may carry a reset or invitation link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null and failed_at is null`)],
);
