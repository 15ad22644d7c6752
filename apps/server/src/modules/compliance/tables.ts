/**
 * The published versions of the terms and the privacy policy.
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../../db/schema/columns.ts';

export const complianceTexts = pgTable(
  'compliance_texts',
  {
    id: id(),
    category: integer('category').notNull(),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    content: text('content').notNull(),
    /** What changed since the previous version, in this language, as the publishing admin wrote it (none before migration 0026). */
    changeSummary: text('change_summary'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('compliance_texts_cat_ver_lang_idx').on(t.category, t.version, t.language)],
);
