/**
 * Settings an admin chooses for the whole installation.
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settings an admin chooses for the whole installation, by name (`defaultLanguage`: the interface language of
 * visitors who chose none): in the database, so that every instance answers the same. A setting without a row
 * has its default (the contracts' DEFAULT_LANGUAGE); the first-run setup's checklist reads the row as "chosen".
 */
export const installationSettings = pgTable('installation_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
