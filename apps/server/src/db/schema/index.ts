/**
 * The whole data model (docs/design.md#domain), gathered for drizzle-kit (drizzle.config.ts), the migrations and
 * the database client (db/client.ts) only. Each table is defined by the module that owns it (docs/decisions/0009):
 * code imports a table from its owner's `tables.ts`, inside that module only; biome refuses this file elsewhere.
 */
export type { LocalizedText } from './columns.ts';
export * from '../../modules/auth/tables.ts';
export * from '../../modules/accounts/tables.ts';
export * from '../../modules/two-factor/tables.ts';
export * from '../../modules/quizzes/tables.ts';
export * from '../../modules/clubs/tables.ts';
export * from '../../modules/study-groups/tables.ts';
export * from '../../modules/members/tables.ts';
export * from '../../modules/studies/tables.ts';
export * from '../../modules/evaluations/tables.ts';
export * from '../../modules/reports/tables.ts';
export * from '../../modules/support/tables.ts';
export * from '../../modules/cases/tables.ts';
export * from '../../modules/compliance/tables.ts';
export * from '../../modules/audit/tables.ts';
export * from '../../modules/setup/tables.ts';
export * from '../../modules/reminders/tables.ts';
export * from '../../lib/tables.ts';
