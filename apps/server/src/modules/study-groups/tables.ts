/**
 * A club's study groups (teams).
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { StudyGroupState } from '@club-pulse/contracts/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { folded } from '../../db/search.ts';
import { column, id, oneOf, valuesOf } from '../../db/schema/columns.ts';
import { members } from '../auth/tables.ts';
import { clubs } from '../clubs/tables.ts';
import { quizCategories } from '../quizzes/tables.ts';

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
