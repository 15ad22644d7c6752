/**
 * The whole data model (docs/design.md#domain), one file per part; drizzle-kit reads the tables from here
 * (drizzle.config.ts), and the code imports them from here.
 */
export type { LocalizedText } from './columns.ts';
export * from './people.ts';
export * from './clubs.ts';
export * from './quizzes.ts';
export * from './studies.ts';
export * from './support.ts';
export * from './operations.ts';
export * from './cases.ts';
