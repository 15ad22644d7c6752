import { bandsInOrder, NEED_LEVEL_BANDS } from '@club-pulse/contracts/bands';
import type { NeedLevel } from '@club-pulse/contracts/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { COEFFICIENT_STORAGE_FACTOR, evaluations } from './tables.ts';

/**
 * The need levels of stored coefficients, for the queries of other modules (cases, reminders, reports): the
 * thresholds come from the contracts' NEED_LEVEL_BANDS, the storage ×10 from the column (tables.ts).
 */

/** The lowest coefficient of `level` (the band's lower limit; 0 for the lowest band). */
export function needLevelThreshold(level: NeedLevel): number {
  const i = bandsInOrder(NEED_LEVEL_BANDS).indexOf(level);
  return i <= 0 ? 0 : (NEED_LEVEL_BANDS.below[i - 1]?.[0] ?? 0);
}

/**
 * "The stored coefficient is of need level `level` or a higher one", as SQL: on `evaluations` by default, or on
 * the coefficient column of an alias or a raw statement (`sql\`e.coefficient_x10\``).
 */
export function needLevelAtLeast(level: NeedLevel, coefficient: AnyPgColumn | SQL = evaluations.coefficient): SQL {
  return sql`${coefficient} >= ${needLevelThreshold(level) * COEFFICIENT_STORAGE_FACTOR}`;
}

/** The coefficient of the stored column, decoded in SQL (for raw statements that aggregate or build JSON). */
export function coefficientSql(coefficient: AnyPgColumn | SQL = evaluations.coefficient): SQL<number> {
  return sql<number>`(${coefficient} / ${sql.raw(`${COEFFICIENT_STORAGE_FACTOR}.0`)})`;
}
