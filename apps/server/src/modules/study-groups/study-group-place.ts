import { QueryBuilder } from 'drizzle-orm/pg-core';
import { studyGroups } from './tables.ts';

/**
 * Each study group's name, club, category and state, as a sub-select for another module's query: join it on
 * `studyGroupPlace.id` (a left join for a row that may have no group). PostgreSQL flattens it into the query around it,
 * so it costs what a join of the table costs (docs/decisions/0009).
 */
export const studyGroupPlace = new QueryBuilder()
  .select({ id: studyGroups.id, name: studyGroups.name, clubId: studyGroups.clubId, categoryId: studyGroups.categoryId, state: studyGroups.state })
  .from(studyGroups)
  .as('study_group_place');
