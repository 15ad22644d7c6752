/**
 * Accounts (customers), members and their sign-in secrets: passwords to reset, a second factor.
 * Part of the data model (docs/design.md#domain); schema/index.ts gathers every part.
 */
import { DEFAULT_LANGUAGE } from '@club-pulse/contracts/constants';
import { Role } from '@club-pulse/contracts/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { folded } from '../search.ts';
import { column, oneOf, valuesOf, id, createdAt } from './columns.ts';

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    name: text('name').notNull(),
    ownerName: text('owner_name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    customerCode: text('customer_code').notNull().unique(),
    activationDate: date('activation_date').notNull(),
    renewalDate: date('renewal_date').notNull(),
    active: boolean('active').notNull().default(true),
    // The accounts list searches and sorts these (modules/accounts, listAccountsPage), as the users list does.
    foldedName: text('folded_name').generatedAlwaysAs(folded(column('name'))),
    foldedOwnerName: text('folded_owner_name').generatedAlwaysAs(folded(column('owner_name'))),
    foldedCustomerCode: text('folded_customer_code').generatedAlwaysAs(folded(column('customer_code'))),
  },
  (t) => [
    // Sorts (the id last, the tie-breaker) and prefix searches (text_pattern_ops) of the accounts list.
    index('accounts_name_sort_idx').on(t.foldedName, t.id),
    index('accounts_code_sort_idx').on(t.foldedCustomerCode, t.id),
    index('accounts_renewal_sort_idx').on(t.renewalDate, t.id),
    index('accounts_name_search_idx').on(t.foldedName.op('text_pattern_ops')),
    index('accounts_owner_search_idx').on(t.foldedOwnerName.op('text_pattern_ops')),
    index('accounts_code_search_idx').on(t.foldedCustomerCode.op('text_pattern_ops')),
  ],
);

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

/**
 * A member's second factor (TOTP, RFC 6238; required of platform admins, modules/two-factor). The secret is
 * encrypted at rest (AES-256-GCM, key derived from the installation's secret `two-factor`); `enabledAt` null:
 * set up but not confirmed yet. `lastUsedStep`: the time step of the last code accepted; a code of that step
 * or an earlier one is refused (no replay).
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** Single-use recovery codes of a second factor, stored as their SHA-256 (shown once, when made). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_member_idx').on(t.memberId)],
);
