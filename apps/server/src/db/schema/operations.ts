import { ReminderKind } from '@club-pulse/contracts/reminders';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { folded } from '../search.ts';
import { column, oneOf, valuesOf, id, createdAt } from './columns.ts';
import { members } from './people.ts';
import { studies } from './studies.ts';

export const complianceTexts = pgTable(
  'compliance_texts',
  {
    id: id(),
    category: integer('category').notNull(),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    content: text('content').notNull(),
    /** What changed since the previous version, in this language, as the publishing admin wrote it (none before migration 0026). */
    changeSummary: text('change_summary'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('compliance_texts_cat_ver_lang_idx').on(t.category, t.version, t.language)],
);

/**
 * Append-only (migration 0013: a trigger refuses UPDATE, DELETE and TRUNCATE). `actorId` is a bare member id,
 * not a foreign key: deleting a member must not rewrite the trail (docs/security.md#audit-log). The indexes
 * serve the admin's audit list (audit.repository.ts): newest first, by actor, by action, by subject.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // The subject's name when the act was done ("CF Montjuïc"), so that a club, group, study or quiz reads well
    // after it is renamed or gone. Never a person's name: members are named from the members table when read,
    // so an erased member's name leaves the trail with the member (migration 0024).
    subjectLabel: text('subject_label'),
    foldedSubjectLabel: text('folded_subject_label').generatedAlwaysAs(folded(column('subject_label'))),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_actor_at_idx').on(t.actorId, t.at, t.id),
    index('audit_events_action_at_idx').on(t.action, t.at, t.id),
    index('audit_events_target_idx').on(t.target.op('text_pattern_ops')),
    index('audit_events_subject_label_idx').on(t.foldedSubjectLabel.op('text_pattern_ops')),
  ],
);

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

/**
 * Settings an admin chooses for the whole installation, by name (`defaultLanguage`: the interface language of
 * visitors who chose none): in the database, so that every instance answers the same. A setting without a row
 * has its default (the contracts' DEFAULT_LANGUAGE); the first-run setup's checklist reads the row as "chosen".
 */
export const installationSettings = pgTable('installation_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every reminder mailed to a member (modules/reminders): one row per (study, member, kind, day), inserted in
 * the transaction that queues the mail, with ON CONFLICT DO NOTHING. Two instances sweeping at once, a sweep
 * repeated after a restart, a coach pressing twice: the key decides, so each reminder is queued once.
 * `day` is the day the reminder is for (the study's start for `opening`, the due date for `dueDay`, the day
 * sent for `manual`); `sentOn` the day (of the scheduler's clock) it was queued.
 */
export const reminderMails = pgTable(
  'reminder_mails',
  {
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: valuesOf(ReminderKind) }).notNull(),
    day: date('day').notNull(),
    sentOn: date('sent_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.studyId, t.memberId, t.kind, t.day] }),
    index('reminder_mails_member_idx').on(t.memberId),
    check('reminder_mails_kind_check', oneOf(t.kind, ReminderKind.options)),
  ],
);

/**
 * What goes once a day per study (modules/reminders): a coach's reminder (`reminder`) and the coaches' alert
 * of new critical results (`criticalAlert`, with how many it counted and the last finish it covered, so that
 * the next alert counts only newer ones). The key (study, kind, day) is the once-a-day rule.
 */
const STUDY_MAIL_DAY_KINDS = ['reminder', 'criticalAlert'] as const;
export const studyMailDays = pgTable(
  'study_mail_days',
  {
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STUDY_MAIL_DAY_KINDS }).notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
    coveredUntil: timestamp('covered_until', { withTimezone: true }),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studyId, t.kind, t.day] }), check('study_mail_days_kind_check', oneOf(t.kind, STUDY_MAIL_DAY_KINDS))],
);
