import type { Language } from '@club-pulse/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { localizedText } from '../../db/sql.ts';
import { keyTerms, questions, quizCategories, quizzes } from './tables.ts';

/**
 * What other modules join of quizzes, their questions and key terms (docs/decisions/0009): sub-selects that
 * PostgreSQL flattens into the query around them, so each costs what a join of its tables costs.
 */

/** Each quiz category's name, as a sub-select for another module's query: join it on `quizCategoryName.id`. */
export const quizCategoryName = new QueryBuilder()
  .select({ id: quizCategories.id, name: quizCategories.name })
  .from(quizCategories)
  .as('quiz_category_name');

/** Each quiz version's name, as a sub-select for another module's query: join it on `quizName.id`. */
export const quizName = new QueryBuilder().select({ id: quizzes.id, name: quizzes.name }).from(quizzes).as('quiz_name');

/**
 * Each question with its key term, texts in `lang` (the default language where one is missing), as a sub-select for
 * another module's query: join it on `.id`, and sort by `.keyTermPosition` then `.position` for the quiz's order.
 */
export const questionsWithKeyTerms = (lang: Language) =>
  new QueryBuilder()
    .select({
      id: questions.id,
      position: questions.position,
      question: localizedText(questions.text, lang).as('question'),
      keyTerm: keyTerms.code,
      keyTermName: localizedText(keyTerms.name, lang).as('key_term_name'),
      keyTermPosition: sql<number>`${keyTerms.position}`.as('key_term_position'),
      reversed: questions.reversed,
    })
    .from(questions)
    .innerJoin(keyTerms, eq(keyTerms.id, questions.keyTermId))
    .as('question_with_key_term');
