import { QueryBuilder } from 'drizzle-orm/pg-core';
import { followUpCases } from './tables.ts';

/**
 * The follow-up cases' facts for other modules: sub-selects of this module's own tables only, which any module may
 * join (docs/decisions/0009), the policies at the bottom of the module order included. A facts file imports nothing
 * of another module but its facts.
 */

/** Each follow-up case's evaluation (whose study's club decides who may act on it): join it on `.id`. */
export const caseOfEvaluation = new QueryBuilder()
  .select({ id: followUpCases.id, evaluationId: followUpCases.evaluationId })
  .from(followUpCases)
  .as('case_of_evaluation');
