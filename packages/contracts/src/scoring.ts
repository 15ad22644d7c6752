/**
 * Scoring (docs/design.md#scoring). Pure functions, no I/O, no clock, no time zones.
 *
 * Each answered item gives a "need" from 0 (no need) to 100 (highest need).
 * A key term's score is the mean need of its answered items; the evaluation's
 * coefficient is the mean of its key-term scores, rounded to one decimal.
 */
import { AGE_GROUP_BANDS, bandOf, NEED_LEVEL_BANDS, THEME_LEVEL_BANDS } from './bands.ts';
import type { AgeGroup, NeedLevel, ThemeLevel } from './enums.ts';

/** One answer of an evaluation. value 1..5; null = not relevant / not answering. */
export interface ScoredItem {
  keyTerm: string;
  value: number | null;
  reversed: boolean;
}

export interface KeyTermScore {
  score: number | null;
  answered: number;
  notApplicable: number;
}

export interface EvaluationScore {
  coefficient: number | null;
  needLevel: NeedLevel | null;
  lowConfidence: boolean;
  keyTerms: Array<{
    keyTerm: string;
    score: number | null;
    themeLevel: ThemeLevel | null;
    answered: number;
    notApplicable: number;
  }>;
}

/** Rounds to one decimal, as everywhere in the reports. */
function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

function mean(xs: number[]): number {
  let sum = 0;
  for (const x of xs) sum += x;
  return sum / xs.length;
}

/**
 * Need of one answered item, 0..100.
 * Normal item: (5 − value)/4×100 (5 = best = no need). Reversed item: (value − 1)/4×100.
 * @throws RangeError if value is not an integer 1..5.
 */
export function itemNeed(value: number, reversed: boolean): number {
  if (!Number.isInteger(value) || value < 1 || value > 5) {
    throw new RangeError(`item value must be an integer 1..5, got ${value}`);
  }
  return reversed ? ((value - 1) / 4) * 100 : ((5 - value) / 4) * 100;
}

/**
 * Per key term: mean need of its answered (non-null) items (null if none answered),
 * count of answered and of not-relevant items. Map order = first appearance of the key term.
 * Scores are NOT rounded here.
 */
export function keyTermScores(items: ScoredItem[]): Map<string, KeyTermScore> {
  const needs = new Map<string, { needs: number[]; notApplicable: number }>();
  for (const item of items) {
    let acc = needs.get(item.keyTerm);
    if (!acc) {
      acc = { needs: [], notApplicable: 0 };
      needs.set(item.keyTerm, acc);
    }
    if (item.value === null) acc.notApplicable++;
    else acc.needs.push(itemNeed(item.value, item.reversed));
  }
  const out = new Map<string, KeyTermScore>();
  for (const [keyTerm, acc] of needs) {
    out.set(keyTerm, {
      score: acc.needs.length > 0 ? mean(acc.needs) : null,
      answered: acc.needs.length,
      notApplicable: acc.notApplicable,
    });
  }
  return out;
}

/** Mean of the non-null key-term scores, rounded to one decimal; null if there are none. */
export function coefficientOf(scores: Array<number | null>): number | null {
  const present = scores.filter((s): s is number => s !== null);
  if (present.length === 0) return null;
  return round1(mean(present));
}

/** minimal < 25 ≤ moderate < 50 ≤ high < 75 ≤ critical (NEED_LEVEL_BANDS) */
export const needLevelOf = (coefficient: number): NeedLevel => bandOf(NEED_LEVEL_BANDS, coefficient);

/** superb < 20 ≤ fine < 40 ≤ regular < 60 ≤ danger < 80 ≤ urgent (THEME_LEVEL_BANDS) */
export const themeLevelOf = (score: number): ThemeLevel => bandOf(THEME_LEVEL_BANDS, score);

/** True when MORE than half of the items are not relevant (null). Exactly half is not low confidence. */
export function isLowConfidence(items: ScoredItem[]): boolean {
  const notRelevant = items.filter((i) => i.value === null).length;
  return notRelevant * 2 > items.length;
}

// ---------------------------------------------------------------- dates

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** Parses a calendar date 'YYYY-MM-DD' into integers (no Date object, so no time zone). */
function parseYmd(s: string): Ymd {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!match) throw new RangeError(`date must be 'YYYY-MM-DD', got '${s}'`);
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) {
    throw new RangeError(`not a calendar date: '${s}'`);
  }
  return { y, m, d };
}

/**
 * Age in whole years at atDate. The birthday counts on the day itself;
 * a 29 February birthday falls on 1 March in non-leap years.
 * @throws RangeError on a malformed date.
 */
export function ageOn(birthDate: string, atDate: string): number {
  const b = parseYmd(birthDate);
  const at = parseYmd(atDate);
  let bm = b.m;
  let bd = b.d;
  if (bm === 2 && bd === 29 && !isLeapYear(at.y)) {
    bm = 3;
    bd = 1;
  }
  const hadBirthday = at.m > bm || (at.m === bm && at.d >= bd);
  return at.y - b.y - (hadBirthday ? 0 : 1);
}

/** <14 U14, <16 U16, <18 U18, <21 U21, else Senior (age in whole years at atDate; AGE_GROUP_BANDS). */
export const ageGroupOf = (birthDate: string, atDate: string): AgeGroup => bandOf(AGE_GROUP_BANDS, ageOn(birthDate, atDate));

// ---------------------------------------------------------------- evaluation

/**
 * Scores a whole evaluation. Key-term scores are rounded to one decimal in the output and
 * their theme level is taken from that rounded score (so the shown number and band agree);
 * the coefficient is computed from the UNROUNDED key-term scores, then rounded to one decimal.
 */
export function scoreEvaluation(items: ScoredItem[]): EvaluationScore {
  const perTerm = keyTermScores(items);
  const coefficient = coefficientOf([...perTerm.values()].map((t) => t.score));
  const keyTerms: EvaluationScore['keyTerms'] = [];
  for (const [keyTerm, t] of perTerm) {
    const score = t.score === null ? null : round1(t.score);
    keyTerms.push({
      keyTerm,
      score,
      themeLevel: score === null ? null : themeLevelOf(score),
      answered: t.answered,
      notApplicable: t.notApplicable,
    });
  }
  return {
    coefficient,
    needLevel: coefficient === null ? null : needLevelOf(coefficient),
    lowConfidence: isLowConfidence(items),
    keyTerms,
  };
}
