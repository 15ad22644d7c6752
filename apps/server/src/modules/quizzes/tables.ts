/**
 * Quizzes, their versions, key terms and questions.
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { QuizStatus } from '@club-pulse/contracts/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnswerLabelKey, QuizDraft } from '@club-pulse/contracts/quiz-document';
import { folded } from '../../db/search.ts';
import { column, createdAt, id, type LocalizedText, oneOf, valuesOf } from '../../db/schema/columns.ts';

export const quizCategories = pgTable('quiz_categories', {
  id: id(),
  name: text('name').notNull().unique(),
});

/**
 * A quiz as admins see it: the versions of one instrument (docs/decisions/0007). `libraryKey` names the shipped
 * library quiz it was installed from, so that installing it again finds it instead of making a copy.
 */
export const quizFamilies = pgTable('quiz_families', {
  id: id(),
  libraryKey: text('library_key').unique(),
  createdAt: createdAt(),
});

/**
 * One version of a quiz (docs/decisions/0007). A `draft` is written and changed in place, its content kept in
 * `draft` (texts may still be missing); nobody answers it. Publishing writes its key terms and questions as rows
 * and its answer labels here, and from then on the version never changes: studies point at a version, so every
 * study and report keeps the quiz it was answered with. A change is a new draft of the next version.
 * `enabled` is the same on every version of a family (it belongs to the quiz); new studies get the family's
 * latest published version.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    familyId: integer('family_id')
      .notNull()
      .references(() => quizFamilies.id),
    version: integer('version').notNull().default(1),
    status: text('status', { enum: valuesOf(QuizStatus) })
      .notNull()
      .default('published'),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => quizCategories.id),
    enabled: boolean('enabled').notNull().default(true),
    hasKeyTermSummary: boolean('has_key_term_summary').notNull().default(true),
    /** A published version's answer labels, by label then language. */
    answerLabels: jsonb('answer_labels').$type<Record<AnswerLabelKey, LocalizedText>>(),
    /** A draft's whole content, as the editor saved it. */
    draft: jsonb('draft').$type<QuizDraft>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    // The quizzes list searches and sorts this (modules/quizzes, listQuizzesPage), as the clubs list does.
    foldedName: text('folded_name').generatedAlwaysAs(folded(column('name'))),
  },
  (t) => [
    index('quizzes_category_idx').on(t.categoryId),
    index('quizzes_name_sort_idx').on(t.foldedName, t.id),
    index('quizzes_name_search_idx').on(t.foldedName.op('text_pattern_ops')),
    uniqueIndex('quizzes_family_version_idx').on(t.familyId, t.version),
    // One draft per quiz at a time: the next version being written.
    uniqueIndex('quizzes_family_draft_idx').on(t.familyId).where(sql`${t.status} = 'draft'`),
    check('quizzes_status_check', oneOf(t.status, QuizStatus.options)),
    check(
      'quizzes_content_check',
      sql`(${t.status} = 'draft') = (${t.draft} is not null) and (${t.status} = 'published') = (${t.answerLabels} is not null and ${t.publishedAt} is not null)`,
    ),
  ],
);

export const keyTerms = pgTable(
  'key_terms',
  {
    id: id(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
  },
  (t) => [uniqueIndex('key_terms_quiz_code_idx').on(t.quizId, t.code)],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    keyTermId: integer('key_term_id')
      .notNull()
      .references(() => keyTerms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    help: jsonb('help').$type<LocalizedText>(),
    reversed: boolean('reversed').notNull().default(false),
  },
  (t) => [uniqueIndex('questions_quiz_position_idx').on(t.quizId, t.position), index('questions_key_term_idx').on(t.keyTermId)],
);
