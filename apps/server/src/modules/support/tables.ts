/**
 * Support after a flag: a club's contacts, the installation's helplines.
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import type { Language } from '@club-pulse/contracts/constants';
import { Country, SupportContactRole } from '@club-pulse/contracts/support';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, valuesOf } from '../../db/schema/columns.ts';
import { members } from '../auth/tables.ts';
import { clubs } from '../clubs/tables.ts';

/** A club's support contacts: who a player with a high or critical result can turn to (docs/design.md#support). */
export const supportContacts = pgTable(
  'support_contacts',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role', { enum: valuesOf(SupportContactRole) }).notNull(),
    email: text('email'),
    phone: text('phone'),
    languages: jsonb('languages').$type<Language[]>().notNull(),
    /** Told, with the club's coaches, when a critical case sits unowned or unchanged (counts only, no names). */
    receivesEscalations: boolean('receives_escalations').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_contacts_club_idx').on(t.clubId),
    check('support_contacts_role_check', oneOf(t.role, SupportContactRole.options)),
    check('support_contacts_reachable_check', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

/**
 * The installation's helplines by country and language (docs/helplines.md). Shipped defaults carry a
 * `defaultKey` (so that a restart adds a missing default once and never a copy) and the `source` they were taken
 * from, and are shown to players at once; an admin hides one (`enabled`) or records their own check (`confirmedAt`).
 */
export const helplines = pgTable(
  'helplines',
  {
    id: id(),
    defaultKey: text('default_key').unique(),
    country: text('country', { enum: valuesOf(Country) }).notNull(),
    languages: jsonb('languages').$type<Language[]>().notNull(),
    name: text('name').notNull(),
    number: text('number').notNull(),
    description: text('description').notNull().default(''),
    // A shipped default's description in each language (content/helplines.ts); null once an admin wrote their own.
    descriptions: jsonb('descriptions').$type<Partial<Record<Language, string>>>(),
    source: text('source').notNull().default(''),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [check('helplines_country_check', oneOf(t.country, Country.options))],
);
