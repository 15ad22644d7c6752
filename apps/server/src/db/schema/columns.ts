/** Column helpers shared by the schema's files (schema/index.ts gathers the tables). */
import type { DEFAULT_LANGUAGE, Language } from '@club-pulse/contracts/constants';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** A column of the row itself, unqualified: what a generated column's expression may name. */
export const column = (name: string) => sql`${sql.identifier(name)}`;

/**
 * "`column` is one of `values`", for a CHECK constraint: the lists come from the contracts' enums and
 * constants, so a state or a role changed there changes the database's rule with the next generated
 * migration (and a test compares the database's constraints with the enums).
 */
export const oneOf = (column: AnyPgColumn, values: readonly (string | number)[]) =>
  sql`${column} in (${sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', '))})`;

/** A zod enum's values as the non-empty tuple Drizzle's text columns take (zod types them as an array). */
export const valuesOf = <T extends string>(e: { options: readonly T[] }) => e.options as unknown as [T, ...T[]];

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A text in the languages of the contracts (LANGUAGES); the default language's is required. */
export type LocalizedText = Partial<Record<Language, string>> & Record<typeof DEFAULT_LANGUAGE, string>;
