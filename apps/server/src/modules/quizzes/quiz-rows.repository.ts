import { DEFAULT_LANGUAGE, type Language } from '@club-pulse/contracts/constants';
import type { AnswerLabels } from '@club-pulse/contracts/evaluations';
import { ANSWER_LABEL_KEYS } from '@club-pulse/contracts/quiz-document';
import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { anyRows, localizedText, qualified } from '../../db/sql.ts';
import { currentNames } from '../audit/index.ts';
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

/**
 * Each quiz version's name, whether it has a key-term summary and its category, as a sub-select named `alias` for
 * another module's statement (the group report's raw SQL, the studies' lists): join it on `.id`.
 */
export const quizFactsAs = <A extends string>(alias: A) =>
  new QueryBuilder()
    .select({ id: quizzes.id, name: quizzes.name, hasKeyTermSummary: quizzes.hasKeyTermSummary, categoryId: quizzes.categoryId })
    .from(quizzes)
    .as(alias);

/**
 * The folded name of the quiz version `quizId` (a column of the caller's statement), as a correlated sub-select: the
 * key the studies list sorts by quiz with, read only for the rows that sort by it (a join would cost every sort).
 */
export const quizFoldedName = (quizId: AnyPgColumn): SQL<string> =>
  qualified(sql<string>`(select ${quizzes.foldedName} from ${quizzes} where ${quizzes.id} = ${quizId})`);

/**
 * The ids of every version of the quiz `quizId` (a value or placeholder), as a sub-select for `in (…)`: a quiz's
 * studies are those of all its versions, as the quizzes list counts them (the studies list's quiz filter).
 */
export const versionsOfQuiz = (quizId: number | Placeholder): SQL =>
  sql`(select ${quizzes.id} from ${quizzes} where ${quizzes.familyId} = (select ${quizzes.familyId} from ${quizzes} where ${quizzes.id} = ${quizId}))`;

/**
 * Each key term's quiz, code, names (JSON by language) and position, as a sub-select named `alias` for another
 * module's statement (the group report's raw SQL): join it on `.id` or `.quizId`.
 */
export const keyTermFactsAs = <A extends string>(alias: A) =>
  new QueryBuilder()
    .select({ id: keyTerms.id, quizId: keyTerms.quizId, code: keyTerms.code, name: keyTerms.name, position: keyTerms.position })
    .from(keyTerms)
    .as(alias);

/**
 * Each question's quiz, key term, position and whether it is scored reversed, as a sub-select named `alias` for another
 * module's statement (storing an answer: is the entry a question of the evaluation's quiz, and how many are left; the
 * group report's key-term scores): join it on `.id`.
 */
export const questionFactsAs = <A extends string>(alias: A) =>
  new QueryBuilder()
    .select({
      id: questions.id,
      quizId: questions.quizId,
      keyTermId: questions.keyTermId,
      position: questions.position,
      reversed: questions.reversed,
    })
    .from(questions)
    .as(alias);

/** `questionFactsAs('question_of_quiz')`. */
export const questionOfQuiz = questionFactsAs('question_of_quiz');

/** How many questions the quiz of `quizId` (a column of the caller's statement) has, as SQL for another module's query. */
export const questionCountOf = (quizId: AnyPgColumn | SQL): SQL<number> =>
  qualified(sql<number>`(select count(*) from ${questions} where ${eq(questions.quizId, quizId)})`).mapWith(Number);

/** The quiz's questions in order, in `lang`, with their key term's name: what answering shows. */
export function quizQuestions(db: Db, quizId: number, lang: Language) {
  return db
    .select({
      id: questions.id,
      position: questions.position,
      text: localizedText(questions.text, lang),
      help: localizedText(questions.help, lang),
      keyTerm: localizedText(keyTerms.name, lang),
    })
    .from(questions)
    .innerJoin(keyTerms, eq(keyTerms.id, questions.keyTermId))
    .where(eq(questions.quizId, quizId))
    .orderBy(asc(questions.position));
}

/** The quiz version's answer labels in `lang`, each falling back to the default language; null for a quiz without them. */
export async function quizAnswerLabels(db: Db, quizId: number, lang: Language): Promise<AnswerLabels | null> {
  const [row] = await db.select({ labels: quizzes.answerLabels }).from(quizzes).where(eq(quizzes.id, quizId));
  const labels = row?.labels;
  if (!labels) return null;
  return Object.fromEntries(ANSWER_LABEL_KEYS.map((key) => [key, labels[key][lang] ?? labels[key][DEFAULT_LANGUAGE]])) as AnswerLabels;
}

/** The key terms of a quiz in their order, with their names and descriptions in `lang` (the individual report). */
export function quizKeyTerms(db: Db, quizId: number, lang: Language) {
  return db
    .select({
      code: keyTerms.code,
      name: localizedText(keyTerms.name, lang),
      description: sql<string>`coalesce(${localizedText(keyTerms.description, lang)}, '')`,
    })
    .from(keyTerms)
    .where(eq(keyTerms.quizId, quizId))
    .orderBy(asc(keyTerms.position));
}

/** Every quiz version's name as it is now: the audit trail names its rows that stored no name by it (audit/subject-names.ts). */
export const quizNamesNow = currentNames(quizzes.id, quizzes.name);

/** "A coach can choose a quiz for a study": a published version of an enabled quiz, as SQL (the setup's checklist). */
export const aPublishedQuizExists = anyRows(quizzes, and(eq(quizzes.status, 'published'), eq(quizzes.enabled, true)));
