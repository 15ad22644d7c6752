/**
 * The people who sign in (members) and their password links. Owned by auth, the lowest module that reads a member.
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { DEFAULT_LANGUAGE } from '@club-pulse/contracts/constants';
import { Role } from '@club-pulse/contracts/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { folded } from '../../db/search.ts';
import { column, createdAt, id, oneOf, valuesOf } from '../../db/schema/columns.ts';

export const members = pgTable(
  'members',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    birthDate: date('birth_date'),
    role: text('role', { enum: valuesOf(Role) })
      .notNull()
      .default('User'),
    enabled: boolean('enabled').notNull().default(true),
    guardianConfirmed: boolean('guardian_confirmed').notNull().default(false),
    acceptedTermsVersion: integer('accepted_terms_version'),
    language: text('language').notNull().default(DEFAULT_LANGUAGE),
    /** Bumped on sign-out, password change and disable: every older token stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    // The users list searches and sorts these (modules/members, listMembersPage; migration 0010 says why they
    // are stored rather than computed by expression indexes). Written by the database, never by the app.
    foldedName: text('folded_name').generatedAlwaysAs(folded(column('name'))),
    foldedSurname: text('folded_surname').generatedAlwaysAs(folded(column('surname'))),
    foldedFullName: text('folded_full_name').generatedAlwaysAs(folded(sql`${column('name')} || ' ' || ${column('surname')}`)),
    foldedEmail: text('folded_email').generatedAlwaysAs(folded(column('email'))),
  },
  (t) => [
    uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`),
    check('members_role_check', oneOf(t.role, Role.options)),
    // Sorts of the users list: one index per sort key, the id last as the tie-breaker (a page is read in order).
    index('members_name_sort_idx').on(t.foldedName, t.foldedSurname, t.id),
    index('members_email_sort_idx').on(t.foldedEmail, t.id),
    index('members_created_sort_idx').on(t.createdAt, t.id),
    // Searches (`like 'jos%'`): text_pattern_ops compares character by character, so a prefix is a range of
    // the index whatever the database's collation (with the default operator class only a "C" one allows it).
    index('members_full_name_search_idx').on(t.foldedFullName.op('text_pattern_ops')),
    index('members_surname_search_idx').on(t.foldedSurname.op('text_pattern_ops')),
    index('members_email_search_idx').on(t.foldedEmail.op('text_pattern_ops')),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_member_idx').on(t.memberId)],
);
