/**
 * The group report's released aggregates (docs/decisions/0004).
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { evaluations } from '../evaluations/tables.ts';
import { studies } from '../studies/tables.ts';

/**
 * The released aggregates of the group report (docs/decisions/0004), one row per study and cell. A cell is one
 * aggregate a coach sees: `players:kt:<key term id>` and `coaches:kt:<key term id>` (key-term scores),
 * `players:age:<age group or unknown>` and `coaches:coefficient` (coefficients). A cell takes in new finished
 * evaluations only in batches of at least SUMMARY_RELEASE_STEP with a value, combined into these figures (sum
 * adds, min and max combine), never recomputed: a deleted or removed member's share stays in the anonymous
 * aggregate (at least 6 people), so that no report can be subtracted from another to single anybody out.
 */
export const reportReleases = pgTable(
  'report_releases',
  {
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    cell: text('cell').notNull(),
    /** People with a value for the cell (a non-null key-term score or coefficient) in the figures. */
    contributors: integer('contributors').notNull(),
    total: numeric('total').notNull(),
    minValue: numeric('min_value').notNull(),
    maxValue: numeric('max_value').notNull(),
    /** Finished evaluations the releases took in, with or without a value (the base of the ratio answered). */
    seen: integer('seen').notNull(),
    releases: integer('releases').notNull().default(1),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studyId, t.cell] })],
);

/**
 * Which finished evaluations a cell's releases have taken in (so that only new ones count towards the next
 * step). Only the link: no value. Goes with the evaluation (an id that is gone never comes back as new).
 */
export const reportReleaseEvaluations = pgTable(
  'report_release_evaluations',
  {
    studyId: integer('study_id').notNull(),
    cell: text('cell').notNull(),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.studyId, t.cell, t.evaluationId] }),
    foreignKey({ columns: [t.studyId, t.cell], foreignColumns: [reportReleases.studyId, reportReleases.cell] }).onDelete('cascade'),
    index('report_release_evaluations_evaluation_idx').on(t.evaluationId),
  ],
);
