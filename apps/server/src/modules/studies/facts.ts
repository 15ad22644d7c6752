import { QueryBuilder } from 'drizzle-orm/pg-core';
import { studies } from './tables.ts';

/**
 * The studies' facts for other modules: sub-selects of this module's own tables only, which any module may join (docs/decisions/0009), the
 * policies at the bottom of the module order included. A facts file imports nothing of another module but its facts.
 */

/**
 * Each study's own columns that answering, a member's evaluations and the group report read (its description, stored
 * state, dates, quiz version, when its answers were deleted), as a sub-select named `alias` for another module's query
 * (a raw statement names it by its short name): join it on `.id`. A plain select of one table: PostgreSQL flattens
 * it, so it costs what a join of the table costs.
 */
export const studyFactsAs = <A extends string>(alias: A) =>
  new QueryBuilder()
    .select({
      id: studies.id,
      description: studies.description,
      state: studies.state,
      startDate: studies.startDate,
      dueDate: studies.dueDate,
      quizId: studies.quizId,
      answersDeletedAt: studies.answersDeletedAt,
      studyGroupId: studies.studyGroupId,
    })
    .from(studies)
    .as(alias);

/** `studyFactsAs('study_facts')`: join it on `studyFacts.id`. */
export const studyFacts = studyFactsAs('study_facts');
