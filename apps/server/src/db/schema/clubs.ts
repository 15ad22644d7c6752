import { CLUB_TIME_ZONES, DEFAULT_CLUB_TIME_ZONE } from '@club-pulse/contracts/admin-clubs';
import { SquadRole, StudyGroupState } from '@club-pulse/contracts/enums';
import { Country } from '@club-pulse/contracts/support';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { folded } from '../search.ts';
import { column, oneOf, valuesOf, id, createdAt } from './columns.ts';
import { accounts, members } from './people.ts';
import { quizCategories } from './quizzes.ts';

export const clubs = pgTable(
  'clubs',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull().unique(),
    code: text('code').notNull().unique(),
    managerMemberId: integer('manager_member_id').references(() => members.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    // Which helplines the club's players are shown (docs/helplines.md); chosen when the club is created.
    country: text('country', { enum: valuesOf(Country) }).notNull(),
    // The time zone (IANA) its exports write dates and times in.
    timeZone: text('time_zone', { enum: CLUB_TIME_ZONES }).notNull().default(DEFAULT_CLUB_TIME_ZONE),
    // The clubs list searches and sorts these (modules/clubs, listClubsPage), as the users list does.
    foldedName: text('folded_name').generatedAlwaysAs(folded(column('name'))),
    foldedCode: text('folded_code').generatedAlwaysAs(folded(column('code'))),
  },
  (t) => [
    index('clubs_account_idx').on(t.accountId),
    index('clubs_manager_idx').on(t.managerMemberId),
    // Sorts (the id last, the tie-breaker) and prefix searches (text_pattern_ops) of the clubs list.
    index('clubs_name_sort_idx').on(t.foldedName, t.id),
    index('clubs_code_sort_idx').on(t.foldedCode, t.id),
    index('clubs_name_search_idx').on(t.foldedName.op('text_pattern_ops')),
    index('clubs_code_search_idx').on(t.foldedCode.op('text_pattern_ops')),
    check('clubs_country_check', oneOf(t.country, Country.options)),
    check('clubs_time_zone_check', oneOf(t.timeZone, CLUB_TIME_ZONES)),
  ],
);

export const studyGroups = pgTable(
  'study_groups',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => quizCategories.id),
    code: text('code').notNull(),
    coachMemberId: integer('coach_member_id').references(() => members.id, { onDelete: 'set null' }),
    state: text('state', { enum: valuesOf(StudyGroupState) })
      .notNull()
      .default('active'),
    // The study groups list searches and sorts these (modules/study-groups, listStudyGroupsPage).
    foldedName: text('folded_name').generatedAlwaysAs(folded(column('name'))),
    foldedCode: text('folded_code').generatedAlwaysAs(folded(column('code'))),
  },
  (t) => [
    index('study_groups_club_idx').on(t.clubId),
    // A club's groups by name or code, the id last (a page is read in order); prefix searches of both.
    index('study_groups_club_name_sort_idx').on(t.clubId, t.foldedName, t.id),
    index('study_groups_club_code_sort_idx').on(t.clubId, t.foldedCode, t.id),
    index('study_groups_name_search_idx').on(t.foldedName.op('text_pattern_ops')),
    index('study_groups_code_search_idx').on(t.foldedCode.op('text_pattern_ops')),
    // Name and code are unique within a club whatever the case (the API trims them): two "U15 A" in one club
    // could not be told apart. The index decides, so two admins saving at once cannot both win.
    uniqueIndex('study_groups_club_name_lower_idx').on(t.clubId, sql`lower(${t.name})`),
    uniqueIndex('study_groups_club_code_lower_idx').on(t.clubId, sql`lower(${t.code})`),
    index('study_groups_category_idx').on(t.categoryId),
    index('study_groups_coach_idx').on(t.coachMemberId),
    check('study_groups_state_check', oneOf(t.state, StudyGroupState.options)),
  ],
);

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
