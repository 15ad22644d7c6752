/**
 * Club membership: who plays or coaches in which club and group.
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { SquadRole } from '@club-pulse/contracts/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, valuesOf } from '../../db/schema/columns.ts';
import { members } from '../auth/tables.ts';
import { clubs } from '../clubs/tables.ts';
import { studyGroups } from '../study-groups/tables.ts';

export const squadMembers = pgTable(
  'squad_members',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    studyGroupId: integer('study_group_id').references(() => studyGroups.id),
    squadRole: text('squad_role', { enum: valuesOf(SquadRole) }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('squad_members_club_idx').on(t.clubId),
    index('squad_members_member_idx').on(t.memberId),
    index('squad_members_group_idx').on(t.studyGroupId),
    // One current membership per member, club, group (or the whole club: no group) and role. The index decides,
    // so two roster imports or two admins adding the same player at once cannot store it twice (migration 0019).
    uniqueIndex('squad_members_current_idx')
      .on(t.memberId, t.clubId, sql`coalesce(${t.studyGroupId}, 0)`, t.squadRole)
      .where(sql`${t.removedAt} is null`),
    check('squad_members_squad_role_check', oneOf(t.squadRole, SquadRole.options)),
  ],
);
