import { QueryBuilder } from 'drizzle-orm/pg-core';
import { clubs } from './tables.ts';

/**
 * The clubs' facts for other modules: sub-selects of this module's own tables only, which any module may join (docs/decisions/0009), the
 * policies at the bottom of the module order included. A facts file imports nothing of another module but its facts.
 */

/**
 * Each club's name (and its folded form, which lists sort by), country (whose helplines its players see), time zone
 * and whether it is active, as a sub-select for another module's query: join it on `clubPlace.id`. PostgreSQL flattens
 * it into the query around it, so it costs what a join of the table costs.
 */
export const clubPlace = new QueryBuilder()
  .select({
    id: clubs.id,
    name: clubs.name,
    foldedName: clubs.foldedName,
    country: clubs.country,
    timeZone: clubs.timeZone,
    active: clubs.active,
  })
  .from(clubs)
  .as('club_place');
