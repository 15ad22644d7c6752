/**
 * A member's evaluation of a study and its answers.
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { ANSWER_LEVELS } from '@club-pulse/contracts/constants';
import { EvaluationState, SquadRole } from '@club-pulse/contracts/enums';
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, oneOf, valuesOf } from '../../db/schema/columns.ts';
import { members } from '../auth/tables.ts';
import { questions } from '../quizzes/tables.ts';
import { studies } from '../studies/tables.ts';

/**
 * A coefficient stored ×10 as an integer (one decimal, exact; decision 0003), read and written as the coefficient
 * itself: the one place the storage is decoded. Plain SQL over the column sees the stored integer: it compares
 * with `needLevelAtLeast` and reads it with `coefficientSql` (need-levels.ts).
 */
export const COEFFICIENT_STORAGE_FACTOR = 10;
const coefficientTenths = customType<{ data: number; driverData: number }>({
  dataType: () => 'integer',
  toDriver: (coefficient) => Math.round(coefficient * COEFFICIENT_STORAGE_FACTOR),
  fromDriver: (stored) => Number(stored) / COEFFICIENT_STORAGE_FACTOR,
});

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
    coefficient: coefficientTenths('coefficient_x10'),
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
