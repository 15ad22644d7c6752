import { describe, expect, it } from 'vitest';
import { AGE_GROUP_BANDS, bandOf, bandsInOrder, NEED_LEVEL_BANDS, THEME_LEVEL_BANDS } from './bands.ts';
import { AgeGroup, NeedLevel, ThemeLevel } from './enums.ts';

describe('bands', () => {
  it('name every level of the enums once, lowest first, with limits that rise', () => {
    expect(bandsInOrder(NEED_LEVEL_BANDS)).toEqual(NeedLevel.options);
    expect(bandsInOrder(THEME_LEVEL_BANDS)).toEqual(ThemeLevel.options);
    expect(bandsInOrder(AGE_GROUP_BANDS)).toEqual(AgeGroup.options);
    for (const bands of [NEED_LEVEL_BANDS, THEME_LEVEL_BANDS, AGE_GROUP_BANDS]) {
      const limits = bands.below.map(([limit]) => limit);
      expect(limits).toEqual([...limits].sort((a, b) => a - b));
      expect(new Set(limits).size).toBe(limits.length);
    }
  });

  it('put a limit itself in the band above it', () => {
    expect([24.9, 25, 49.9, 50, 74.9, 75].map((c) => bandOf(NEED_LEVEL_BANDS, c))).toEqual([
      'minimal',
      'moderate',
      'moderate',
      'high',
      'high',
      'critical',
    ]);
    expect([15, 16, 17].map((age) => bandOf(AGE_GROUP_BANDS, age))).toEqual(['U16', 'U18', 'U18']);
  });
});
