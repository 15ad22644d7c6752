import { sql } from 'drizzle-orm';
import { countRows, qualified } from '../../db/sql.ts';
import { quizFamilies, quizzes } from './tables.ts';

/**
 * How many quizzes there are and how many are enabled, as sub-selects for another module's query (the admin home).
 * A quiz is a family of versions (docs/decisions/0007): counted once, enabled when its published versions are.
 */
export const quizCounts = {
  all: countRows(quizFamilies),
  enabled: qualified(
    sql<number>`(select count(distinct ${quizzes.familyId}) from ${quizzes} where ${quizzes.enabled} and ${quizzes.status} = 'published')`,
  ).mapWith(Number),
};
