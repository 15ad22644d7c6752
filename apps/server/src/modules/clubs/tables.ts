/**
 * Clubs.
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { CLUB_TIME_ZONES, DEFAULT_CLUB_TIME_ZONE } from '@club-pulse/contracts/admin-clubs';
import { Country } from '@club-pulse/contracts/support';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { folded } from '../../db/search.ts';
import { column, id, oneOf, valuesOf } from '../../db/schema/columns.ts';
import { accounts } from '../accounts/tables.ts';
import { members } from '../auth/tables.ts';

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
