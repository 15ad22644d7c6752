import { type Bands, NEED_LEVEL_BANDS, THEME_LEVEL_BANDS } from '@club-pulse/contracts/bands';
import type { NeedLevel, ThemeLevel } from '@club-pulse/contracts/enums';
import { atMostOneDecimal } from '../../../lib/intl.ts';

/** Scores and coefficients run from 0 to 100 with one decimal (docs/design.md#scoring). */
export const SCALE = { min: 0, max: 100, step: 0.1 } as const;

/** The lowest and highest value of a level on the scale, and where the next level starts (null: none). */
export interface LevelRange {
  min: number;
  max: number;
  next: number | null;
}

/** The range of each band of a 0–100 scale, read from the contracts' table (NEED_LEVEL_BANDS, THEME_LEVEL_BANDS). */
export function levelRanges<L extends string>(bands: Bands<L>): Map<L, LevelRange> {
  const ranges = new Map<L, LevelRange>();
  let min: number = SCALE.min;
  for (const [limit, level] of bands.below) {
    // The highest value below the limit, in tenths (rounded: 25 - 0.1 is 24.900000000000002 in binary).
    ranges.set(level, { min, max: Math.round((limit - SCALE.step) * 10) / 10, next: limit });
    min = limit;
  }
  ranges.set(bands.top, { min, max: SCALE.max, next: null });
  return ranges;
}

const NEED = levelRanges(NEED_LEVEL_BANDS);
const THEME = levelRanges(THEME_LEVEL_BANDS);

/** The values of a range's text ({{min}} to {{max}}, below {{next}}) written in the interface language. */
function rangeValues(range: LevelRange | undefined, lang: string) {
  const write = (n: number | null | undefined) => (n === null || n === undefined ? '' : atMostOneDecimal(n, lang));
  return { min: write(range?.min), max: write(range?.max), next: write(range?.next) };
}

export const needRangeValues = (level: NeedLevel, lang: string) => rangeValues(NEED.get(level), lang);
export const themeRangeValues = (level: ThemeLevel, lang: string) => rangeValues(THEME.get(level), lang);
