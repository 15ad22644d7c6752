/**
 * Follow-up cases (docs/design.md#support): one per high or critical result of a study, owned by one of the
 * club's coaches or one of its support contacts, with its history. Never an answer or a key-term score.
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { CaseAct, CaseStatus } from '@club-pulse/contracts/cases';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, valuesOf } from '../../db/schema/columns.ts';
import { members } from '../auth/tables.ts';
import { evaluations } from '../evaluations/tables.ts';
import { helplines, supportContacts } from '../support/tables.ts';

export const followUpCases = pgTable(
  'follow_up_cases',
  {
    id: id(),
    evaluationId: integer('evaluation_id')
      .notNull()
      .unique()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: valuesOf(CaseStatus) })
      .notNull()
      .default('open'),
    /** The owner: one of the club's coaches or one of its support contacts (never both). */
    ownerMemberId: integer('owner_member_id').references(() => members.id, { onDelete: 'set null' }),
    ownerContactId: integer('owner_contact_id').references(() => supportContacts.id, { onDelete: 'set null' }),
    nextStep: text('next_step').notNull().default(''),
    nextStepOn: date('next_step_on', { mode: 'string' }),
    referralContactId: integer('referral_contact_id').references(() => supportContacts.id, { onDelete: 'set null' }),
    referralHelplineId: integer('referral_helpline_id').references(() => helplines.id, { onDelete: 'set null' }),
    referredAt: timestamp('referred_at', { withTimezone: true }),
    firstActionAt: timestamp('first_action_at', { withTimezone: true }),
    lastActionAt: timestamp('last_action_at', { withTimezone: true }),
    /** When the club was last told that this critical case sat unowned or unchanged (the escalation's ledger). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** The next-step date its owner was reminded of (once per date). */
    nextStepRemindedOn: date('next_step_reminded_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('follow_up_cases_status_check', oneOf(t.status, CaseStatus.options)),
    check('follow_up_cases_one_owner_check', sql`${t.ownerMemberId} is null or ${t.ownerContactId} is null`),
    check('follow_up_cases_one_referral_check', sql`${t.referralContactId} is null or ${t.referralHelplineId} is null`),
    index('follow_up_cases_status_idx').on(t.status),
  ],
);

/**
 * The case's notes, each kept as written with its author and time (a note is added, never overwritten): read by the
 * club's coaches and the owner on the case only, never in its history, the audit or a mail.
 */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => followUpCases.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => members.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_notes_case_idx').on(t.caseId, t.at)],
);

/** Every act on a case: who, what, when (the `detail` names an owner or a referral target, never a note). */
export const caseEvents = pgTable(
  'case_events',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => followUpCases.id, { onDelete: 'cascade' }),
    act: text('act', { enum: valuesOf(CaseAct) }).notNull(),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_events_case_idx').on(t.caseId), check('case_events_act_check', oneOf(t.act, CaseAct.options))],
);
