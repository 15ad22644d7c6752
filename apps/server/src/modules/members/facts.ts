import { QueryBuilder } from 'drizzle-orm/pg-core';
import { squadMembers } from './tables.ts';

/**
 * The members module's facts for other modules: sub-selects of this module's own tables only, which any module may
 * join (docs/decisions/0009), the policies at the bottom of the module order included. A facts file imports nothing
 * of another module but its facts.
 */

/**
 * Each club membership (a squad member: the member, the club, the study group, the squad role, when it was removed or
 * null), as a sub-select named `alias`: the policies' "active coach of a club" reads it.
 */
export const squadMembershipAs = <A extends string>(alias: A) =>
  new QueryBuilder()
    .select({
      memberId: squadMembers.memberId,
      clubId: squadMembers.clubId,
      studyGroupId: squadMembers.studyGroupId,
      squadRole: squadMembers.squadRole,
      removedAt: squadMembers.removedAt,
    })
    .from(squadMembers)
    .as(alias);
