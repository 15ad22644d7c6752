/**
 * The bands of the product's scales (docs/design.md#scoring), written once. The scoring functions read them,
 * and the server builds its SQL from them (`bandCase` in apps/server/src/db/sql.ts), so a limit or a band
 * changed here changes both; tests compare the two on every limit.
 */
import type { AgeGroup, NeedLevel, ThemeLevel } from './enums.ts';

/** Ordered bands of a number: a value belongs to the first band whose limit it is below, else to `top`. */
export interface Bands<B extends string> {
  readonly below: ReadonlyArray<readonly [limit: number, band: B]>;
  readonly top: B;
}

/** The band of `value`. */
export function bandOf<B extends string>(bands: Bands<B>, value: number): B {
  for (const [limit, band] of bands.below) if (value < limit) return band;
  return bands.top;
}

/** Every band of `bands`, lowest first. */
export const bandsInOrder = <B extends string>(bands: Bands<B>): B[] => [...bands.below.map(([, band]) => band), bands.top];

/** Need level of a coefficient: minimal < 25 ≤ moderate < 50 ≤ high < 75 ≤ critical. */
export const NEED_LEVEL_BANDS: Bands<NeedLevel> = {
  below: [
    [25, 'minimal'],
    [50, 'moderate'],
    [75, 'high'],
  ],
  top: 'critical',
};

/** Theme level of a key-term score: superb < 20 ≤ fine < 40 ≤ regular < 60 ≤ danger < 80 ≤ urgent. */
export const THEME_LEVEL_BANDS: Bands<ThemeLevel> = {
  below: [
    [20, 'superb'],
    [40, 'fine'],
    [60, 'regular'],
    [80, 'danger'],
  ],
  top: 'urgent',
};

/** Age group of an age in whole years (at the study's start date): U14, U16, U18, U21, Senior from 21. */
export const AGE_GROUP_BANDS: Bands<AgeGroup> = {
  below: [
    [14, 'U14'],
    [16, 'U16'],
    [18, 'U18'],
    [21, 'U21'],
  ],
  top: 'Senior',
};

/** The youngest whole age of each age group and the age it ends below (null: no end), from AGE_GROUP_BANDS. */
export function ageGroupBounds(): Map<AgeGroup, { from: number; below: number | null }> {
  const bounds = new Map<AgeGroup, { from: number; below: number | null }>();
  let from = 0;
  for (const [limit, group] of AGE_GROUP_BANDS.below) {
    bounds.set(group, { from, below: limit });
    from = limit;
  }
  bounds.set(AGE_GROUP_BANDS.top, { from, below: null });
  return bounds;
}

const AGES = ageGroupBounds();
/**
 * The values of an age group's name in the texts (Under {{below}}, Senior ({{from}}+)); none for a group it does not
 * know. The screens and the exported files name the groups with them.
 */
export const ageGroupValues = (group: string) => AGES.get(group as AgeGroup) ?? {};

/** How many levels each scale of a report has: its texts tell a reader why a topic and the result read differently. */
export const SCALE_LEVEL_COUNTS = {
  topicLevels: bandsInOrder(THEME_LEVEL_BANDS).length,
  overallLevels: bandsInOrder(NEED_LEVEL_BANDS).length,
} as const;
