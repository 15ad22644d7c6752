import { QueryBuilder } from 'drizzle-orm/pg-core';
import { answers, evaluations } from './tables.ts';

/**
 * The evaluations' facts for other modules: sub-selects of this module's own tables only, which any module may join (docs/decisions/0009), the
 * policies at the bottom of the module order included. A facts file imports nothing of another module but its facts.
 */

/**
 * Each evaluation's member, study, squad role, state, start, finish and stored coefficient (decoded by its column
 * type), as a sub-select named `alias` for another module's query (a raw statement names it by its short name): join
 * it on `.id`, `.studyId` or `.memberId`. PostgreSQL flattens it into the query around it, so it costs what a join of
 * the table costs.
 */
export const evaluationFactsAs = <A extends string>(alias: A) =>
  new QueryBuilder()
    .select({
      id: evaluations.id,
      memberId: evaluations.memberId,
      studyId: evaluations.studyId,
      squadRole: evaluations.squadRole,
      state: evaluations.state,
      startedAt: evaluations.startedAt,
      finishedAt: evaluations.finishedAt,
      coefficient: evaluations.coefficient,
    })
    .from(evaluations)
    .as(alias);

/** `evaluationFactsAs('evaluation_facts')`. */
export const evaluationFacts = evaluationFactsAs('evaluation_facts');

/**
 * Each stored answer's evaluation, question, value and time, as a sub-select named `alias` for another module's
 * query: join it on `.evaluationId` or `.questionId`. PostgreSQL flattens it into the query around it.
 */
export const answerFactsAs = <A extends string>(alias: A) =>
  new QueryBuilder()
    .select({ evaluationId: answers.evaluationId, questionId: answers.questionId, value: answers.value, answeredAt: answers.answeredAt })
    .from(answers)
    .as(alias);

/** `answerFactsAs('answer_facts')`. */
export const answerFacts = answerFactsAs('answer_facts');
