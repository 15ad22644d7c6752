/**
 * Studies, their evaluations and answers, and the group report's releases (the follow-up of flagged players: cases.ts).
 * Part of the data model (docs/design.md#domain); schema/index.ts gathers every part.
 */
import { ANSWER_LEVELS } from '@club-pulse/contracts/constants';
import { EvaluationState, SquadRole, StudyState } from '@club-pulse/contracts/enums';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { folded } from '../search.ts';
import { column, oneOf, valuesOf, id, createdAt } from './columns.ts';
import { studyGroups } from './clubs.ts';
import { members } from './people.ts';
import { quizzes, questions } from './quizzes.ts';

export const studies = pgTable(
  'studies',
  {
    id: id(),
    studyGroupId: integer('study_group_id')
      .notNull()
      .references(() => studyGroups.id),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id),
    description: text('description').notNull(),
    startDate: date('start_date').notNull(),
    dueDate: date('due_date').notNull(),
    state: text('state', { enum: valuesOf(StudyState) })
      .notNull()
      .default('open'),
    token: text('token').notNull().unique(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the retention job deleted the study's answers (docs/decisions/0008); null while they are kept. */
    answersDeletedAt: timestamp('answers_deleted_at', { withTimezone: true }),
    // The studies list searches and sorts this (modules/studies, listStudiesPage).
    foldedDescription: text('folded_description').generatedAlwaysAs(folded(column('description'))),
  },
  (t) => [
    index('studies_group_idx').on(t.studyGroupId),
    index('studies_quiz_idx').on(t.quizId),
    // Sorts of the studies list (the id last, the tie-breaker), of every club and of one study group, and its prefix search.
    index('studies_start_sort_idx').on(t.startDate, t.id),
    index('studies_due_sort_idx').on(t.dueDate, t.id),
    index('studies_description_sort_idx').on(t.foldedDescription, t.id),
    index('studies_group_start_sort_idx').on(t.studyGroupId, t.startDate, t.id),
    index('studies_description_search_idx').on(t.foldedDescription.op('text_pattern_ops')),
    check('studies_state_check', oneOf(t.state, StudyState.options)),
  ],
);

export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    squadRole: text('squad_role', { enum: valuesOf(SquadRole) }).notNull(),
    state: text('state', { enum: valuesOf(EvaluationState) })
      .notNull()
      .default('open'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Stored at finish so that reports aggregate without re-scoring every answer. */
    coefficient: integer('coefficient_x10'),
  },
  (t) => [
    uniqueIndex('evaluations_study_member_idx').on(t.studyId, t.memberId),
    index('evaluations_member_idx').on(t.memberId),
    check('evaluations_squad_role_check', oneOf(t.squadRole, SquadRole.options)),
    check('evaluations_state_check', oneOf(t.state, EvaluationState.options)),
  ],
);

export const answers = pgTable(
  'answers',
  {
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    value: smallint('value'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.evaluationId, t.questionId] }),
    index('answers_question_idx').on(t.questionId),
    // 1 to 5, or null: "not relevant / not answering".
    check('answers_value_check', sql`${t.value} is null or ${oneOf(t.value, ANSWER_LEVELS)}`),
  ],
);

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
