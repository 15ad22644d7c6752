import { QueryBuilder } from 'drizzle-orm/pg-core';
import { studyGroups } from './tables.ts';

/**
 * The study groups' facts for other modules: sub-selects of this module's own tables only, which any module may join (docs/decisions/0009), the
 * policies at the bottom of the module order included. A facts file imports nothing of another module but its facts.
 */

/**
 * Each study group's name, club, category and state, as a sub-select named `alias` for another module's query: join
 * it on `.id` (a left join for a row that may have no group). PostgreSQL flattens it into the query around it,
 * so it costs what a join of the table costs (docs/decisions/0009).
 */
export const studyGroupPlaceAs = <A extends string>(alias: A) =>
  new QueryBuilder()
    .select({ id: studyGroups.id, name: studyGroups.name, clubId: studyGroups.clubId, categoryId: studyGroups.categoryId, state: studyGroups.state })
    .from(studyGroups)
    .as(alias);

/** `studyGroupPlaceAs('study_group_place')`. */
export const studyGroupPlace = studyGroupPlaceAs('study_group_place');
