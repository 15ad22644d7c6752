/**
 * A member's second factor and its recovery codes.
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/schema/columns.ts';
import { members } from '../auth/tables.ts';

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
