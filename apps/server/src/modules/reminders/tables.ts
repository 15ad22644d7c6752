/**
 * The ledger of reminders and alerts mailed (once each).
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { ReminderKind } from '@club-pulse/contracts/reminders';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, valuesOf } from '../../db/schema/columns.ts';
import { members } from '../auth/tables.ts';
import { studies } from '../studies/tables.ts';

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
