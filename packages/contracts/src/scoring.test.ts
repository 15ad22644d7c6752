import { describe, expect, it } from 'vitest';
import {
  ageGroupOf,
  ageOn,
  coefficientOf,
  isLowConfidence,
  itemNeed,
  keyTermScores,
  needLevelOf,
  type ScoredItem,
  scoreEvaluation,
  themeLevelOf,
} from './scoring.ts';

/** Shorthand: one item of key term `keyTerm`. */
const item = (keyTerm: string, value: number | null, reversed = false): ScoredItem => ({ keyTerm, value, reversed });

describe('itemNeed (docs/design.md#scoring): need of one answer, 0..100', () => {
  it('normal item: (5 − value)/4×100, so 5 is no need and 1 is full need', () => {
    expect([1, 2, 3, 4, 5].map((v) => itemNeed(v, false))).toEqual([100, 75, 50, 25, 0]);
  });

  it('reversed item: (value − 1)/4×100, so a reversed 5 is need 100', () => {
    expect(itemNeed(5, true)).toBe(100);
    expect([1, 2, 3, 4, 5].map((v) => itemNeed(v, true))).toEqual([0, 25, 50, 75, 100]);
  });

  it.each([0, 6, 2.5, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s with a RangeError', (v) => {
    expect(() => itemNeed(v, false)).toThrow(RangeError);
    expect(() => itemNeed(v, true)).toThrow(RangeError);
  });
});

describe('keyTermScores: mean need of the answered items of each key term', () => {
  it('averages answered items, counts not-relevant ones, keeps first-appearance order', () => {
    const scores = keyTermScores([
      item('B', 1), // 100
      item('A', 5), // 0
      item('B', null),
      item('A', 3), // 50
      item('B', 5, true), // 100
      item('C', null),
    ]);
    expect([...scores.keys()]).toEqual(['B', 'A', 'C']);
    expect(scores.get('B')).toEqual({ score: 100, answered: 2, notApplicable: 1 });
    expect(scores.get('A')).toEqual({ score: 25, answered: 2, notApplicable: 0 });
    expect(scores.get('C')).toEqual({ score: null, answered: 0, notApplicable: 1 });
  });

  it('does not round: 0, 0, 50 gives 16.666…', () => {
    const scores = keyTermScores([item('A', 5), item('A', 5), item('A', 3)]);
    expect(scores.get('A')?.score).toBeCloseTo(50 / 3, 10);
  });

  it('propagates an invalid answer as a RangeError', () => {
    expect(() => keyTermScores([item('A', 0)])).toThrow(RangeError);
  });

  it('returns an empty map for no items', () => {
    expect(keyTermScores([]).size).toBe(0);
  });
});

describe('coefficientOf: mean of the non-null key-term scores, one decimal', () => {
  it('ignores null scores', () => {
    expect(coefficientOf([20, null, 40])).toBe(30);
  });

  it('rounds to one decimal', () => {
    expect(coefficientOf([100 / 3])).toBe(33.3);
    expect(coefficientOf([200 / 3])).toBe(66.7);
  });

  it('is null when there are no scores at all', () => {
    expect(coefficientOf([])).toBeNull();
    expect(coefficientOf([null, null])).toBeNull();
  });
});

describe('needLevelOf: minimal < 25 ≤ moderate < 50 ≤ high < 75 ≤ critical', () => {
  it.each([
    [0, 'minimal'],
    [24.9, 'minimal'],
    [25, 'moderate'], // a `<=` at the edge would say minimal
    [49.9, 'moderate'],
    [50, 'high'],
    [74.9, 'high'],
    [75, 'critical'],
    [100, 'critical'],
  ] as const)('%s → %s', (coefficient, level) => {
    expect(needLevelOf(coefficient)).toBe(level);
  });
});

describe('themeLevelOf: superb < 20 ≤ fine < 40 ≤ regular < 60 ≤ danger < 80 ≤ urgent', () => {
  it.each([
    [0, 'superb'],
    [19.9, 'superb'],
    [20, 'fine'], // a `<=` at the edge would say superb
    [39.9, 'fine'],
    [40, 'regular'],
    [59.9, 'regular'],
    [60, 'danger'],
    [79.9, 'danger'],
    [80, 'urgent'],
    [100, 'urgent'],
  ] as const)('%s → %s', (score, level) => {
    expect(themeLevelOf(score)).toBe(level);
  });
});

describe('isLowConfidence: more than half of the items not relevant', () => {
  it('exactly half not relevant is NOT low confidence', () => {
    expect(isLowConfidence([item('A', 3), item('A', null), item('B', 3), item('B', null)])).toBe(false);
  });

  it('more than half not relevant is low confidence', () => {
    expect(isLowConfidence([item('A', 3), item('A', null), item('B', null), item('B', null)])).toBe(true);
    expect(isLowConfidence([item('A', 3), item('A', null), item('B', null)])).toBe(true);
  });

  it('fewer than half not relevant is not low confidence', () => {
    expect(isLowConfidence([item('A', 3), item('A', 3), item('B', null)])).toBe(false);
  });

  it('all not relevant is low confidence; no items at all is not', () => {
    expect(isLowConfidence([item('A', null)])).toBe(true);
    expect(isLowConfidence([])).toBe(false);
  });
});

describe('scoreEvaluation: worked examples', () => {
  it('all 5s → coefficient 0, minimal, every key term superb', () => {
    const result = scoreEvaluation([item('A', 5), item('A', 5), item('B', 5), item('B', 5)]);
    expect(result).toEqual({
      coefficient: 0,
      needLevel: 'minimal',
      lowConfidence: false,
      keyTerms: [
        { keyTerm: 'A', score: 0, themeLevel: 'superb', answered: 2, notApplicable: 0 },
        { keyTerm: 'B', score: 0, themeLevel: 'superb', answered: 2, notApplicable: 0 },
      ],
    });
  });

  it('all 1s → coefficient 100, critical, every key term urgent', () => {
    const result = scoreEvaluation([item('A', 1), item('B', 1), item('B', 1)]);
    expect(result.coefficient).toBe(100);
    expect(result.needLevel).toBe('critical');
    expect(result.keyTerms.map((k) => k.themeLevel)).toEqual(['urgent', 'urgent']);
  });

  it('reversed items count the other way: reversed 5s → 100 critical, reversed 1s → 0 minimal', () => {
    expect(scoreEvaluation([item('A', 5, true), item('B', 5, true)])).toMatchObject({
      coefficient: 100,
      needLevel: 'critical',
    });
    expect(scoreEvaluation([item('A', 1, true), item('B', 1, true)])).toMatchObject({
      coefficient: 0,
      needLevel: 'minimal',
    });
  });

  it('all not relevant → coefficient null, no need level, low confidence', () => {
    const result = scoreEvaluation([item('A', null), item('A', null), item('B', null)]);
    expect(result).toEqual({
      coefficient: null,
      needLevel: null,
      lowConfidence: true,
      keyTerms: [
        { keyTerm: 'A', score: null, themeLevel: null, answered: 0, notApplicable: 2 },
        { keyTerm: 'B', score: null, themeLevel: null, answered: 0, notApplicable: 1 },
      ],
    });
  });

  it('a coefficient of exactly 25 is moderate (all 4s)', () => {
    expect(scoreEvaluation([item('A', 4), item('B', 4)])).toMatchObject({ coefficient: 25, needLevel: 'moderate' });
  });

  it('a realistic mix, computed by hand', () => {
    /*
     * COH (cohesion):   5 → 0,   1 reversed → 0,   3 → 50        mean 50/3 = 16.666… → 16.7 superb
     * WRK (workload):   2 → 75,  4 reversed → 75,  not relevant   mean 75            → 75.0 danger
     * FAC (facilities): not relevant, not relevant                 no score           → null
     *
     * coefficient = mean of UNROUNDED key-term scores = (16.666… + 75) / 2 = 45.833… → 45.8 moderate
     *   (averaging the rounded scores instead would give (16.7 + 75) / 2 = 45.85 → 45.9: wrong)
     * low confidence: 3 of 8 items not relevant → not more than half → false
     */
    const result = scoreEvaluation([
      item('COH', 5),
      item('WRK', 2),
      item('COH', 1, true),
      item('FAC', null),
      item('WRK', 4, true),
      item('COH', 3),
      item('WRK', null),
      item('FAC', null),
    ]);
    expect(result).toEqual({
      coefficient: 45.8,
      needLevel: 'moderate',
      lowConfidence: false,
      keyTerms: [
        { keyTerm: 'COH', score: 16.7, themeLevel: 'superb', answered: 3, notApplicable: 0 },
        { keyTerm: 'WRK', score: 75, themeLevel: 'danger', answered: 2, notApplicable: 1 },
        { keyTerm: 'FAC', score: null, themeLevel: null, answered: 0, notApplicable: 2 },
      ],
    });
  });

  it('is low confidence but still scored when more than half is not relevant', () => {
    // A: 2 → 75; three of four items not relevant
    const result = scoreEvaluation([item('A', 2), item('A', null), item('B', null), item('B', null)]);
    expect(result).toMatchObject({ coefficient: 75, needLevel: 'critical', lowConfidence: true });
  });

  it('no items → nothing to score, not low confidence', () => {
    expect(scoreEvaluation([])).toEqual({ coefficient: null, needLevel: null, lowConfidence: false, keyTerms: [] });
  });
});

describe('ageOn: whole years, from the date strings only', () => {
  const start = '2025-09-01'; // study start

  it('13th birthday the day before the study start → 13', () => {
    expect(ageOn('2012-08-31', start)).toBe(13);
  });

  it('13th birthday on the study start itself → 13 (the birthday counts on the day)', () => {
    expect(ageOn('2012-09-01', start)).toBe(13);
  });

  it('13th birthday the day after the study start → still 12', () => {
    expect(ageOn('2012-09-02', start)).toBe(12);
  });

  it('compares month and day, not just the year', () => {
    expect(ageOn('2000-12-31', '2025-01-01')).toBe(24);
    expect(ageOn('2000-01-01', '2025-12-31')).toBe(25);
  });

  it('29 Feb birthday: 1 March in non-leap years, 29 Feb in leap years', () => {
    expect(ageOn('2008-02-29', '2025-02-28')).toBe(16);
    expect(ageOn('2008-02-29', '2025-03-01')).toBe(17);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it.each(['2025-9-1', '01/09/2025', '2025-02-29', '2025-13-01', '2025-04-31', ''])('rejects %j with a RangeError', (bad) => {
    expect(() => ageOn(bad, start)).toThrow(RangeError);
    expect(() => ageOn('2010-01-01', bad)).toThrow(RangeError);
  });
});

describe('ageGroupOf: <14 U14, <16 U16, <18 U18, <21 U21, else Senior', () => {
  const start = '2025-09-01';

  it('13th birthday before / on / after the study start → U14 in all cases', () => {
    expect(ageGroupOf('2012-08-31', start)).toBe('U14');
    expect(ageGroupOf('2012-09-01', start)).toBe('U14');
    expect(ageGroupOf('2012-09-02', start)).toBe('U14');
  });

  it('14th birthday: day after the start → U14, on the day → U16, day before → U16', () => {
    expect(ageGroupOf('2011-09-02', start)).toBe('U14');
    expect(ageGroupOf('2011-09-01', start)).toBe('U16');
    expect(ageGroupOf('2011-08-31', start)).toBe('U16');
  });

  it('16 → U18 and 18 → U21 on the birthday itself', () => {
    expect(ageGroupOf('2009-09-02', start)).toBe('U16');
    expect(ageGroupOf('2009-09-01', start)).toBe('U18');
    expect(ageGroupOf('2007-09-02', start)).toBe('U18');
    expect(ageGroupOf('2007-09-01', start)).toBe('U21');
  });

  it('20 is U21, 21 is Senior', () => {
    expect(ageGroupOf('2004-09-02', start)).toBe('U21');
    expect(ageGroupOf('2004-09-01', start)).toBe('Senior');
    expect(ageGroupOf('1980-01-01', start)).toBe('Senior');
  });

  it('29 Feb birthday turning 18 in a non-leap year: U18 on 28 Feb, U21 on 1 Mar', () => {
    expect(ageGroupOf('2008-02-29', '2026-02-28')).toBe('U18');
    expect(ageGroupOf('2008-02-29', '2026-03-01')).toBe('U21');
  });

  it('29 Feb birthday turning 16 in a leap year: U16 on 28 Feb, U18 on 29 Feb', () => {
    expect(ageGroupOf('2012-02-29', '2028-02-28')).toBe('U16');
    expect(ageGroupOf('2012-02-29', '2028-02-29')).toBe('U18');
  });
});
