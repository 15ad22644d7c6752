/**
 * Studies: a quiz put to a study group between two dates.
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { StudyState } from '@club-pulse/contracts/enums';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { folded } from '../../db/search.ts';
import { column, createdAt, id, oneOf, valuesOf } from '../../db/schema/columns.ts';
import { members } from '../auth/tables.ts';
import { quizzes } from '../quizzes/tables.ts';
import { studyGroups } from '../study-groups/tables.ts';

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
