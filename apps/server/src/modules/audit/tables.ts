/**
 * The audit trail.
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { folded } from '../../db/search.ts';
import { column, id } from '../../db/schema/columns.ts';

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
