// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEED_LEVEL_BANDS, THEME_LEVEL_BANDS } from '@club-pulse/contracts/bands';
import { ANSWER_LEVELS, LANGUAGES } from '@club-pulse/contracts/constants';
import { AgeGroup, NeedLevel, ThemeLevel } from '@club-pulse/contracts/enums';
import { LOCALES_DIR } from '@club-pulse/texts/files';
import { ageGroupOf, itemNeed, needLevelOf, themeLevelOf } from '@club-pulse/contracts/scoring';
import { describe, expect, it } from 'vitest';
import { ageGroupBounds, ageGroupValues } from '@club-pulse/contracts/bands';
import { levelRanges, needRangeValues, SCALE, themeRangeValues } from '../features/reports/lib/scales.ts';
import { RULE_VALUES } from '@club-pulse/texts/rule-values';
import { changeLanguage, i18n } from './i18n.ts';

/**
 * The catalogues hold no number of a rule: their texts name variables that the code fills from the contracts
 * (RULE_VALUES, the bands of the contracts). These tests fail when a number is written back
 * into a text, when a text loses its variable, or when the scale a text keeps literal (0 to 100) changes.
 */
const dir = LOCALES_DIR;

function texts(lang: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(prefix ? `${prefix}.${k}` : k, v);
    else out.push([prefix, String(value)]);
  };
  for (const file of readdirSync(join(dir, lang))) walk(file.replace('.json', ''), JSON.parse(readFileSync(join(dir, lang, file), 'utf8')));
  return out;
}

/** The only numbers a text may write: the ends of the 0–100 scale of scores and coefficients. */
const SCALE_ENDS = [String(SCALE.min), String(SCALE.max)];

describe('numbers in the catalogues', () => {
  it.each(LANGUAGES)('%s writes no number but the ends of the 0–100 scale: the rules come from the contracts', (lang) => {
    const written = texts(lang)
      .map(([key, text]) => [key, (text.replace(/{{[^}]*}}/g, '').match(/\d+(?:[.,]\d+)?/g) ?? []).filter((n) => !SCALE_ENDS.includes(n))] as const)
      .filter(([, numbers]) => numbers.length > 0);
    expect(written).toEqual([]);
  });

  it('keeps the 0–100 scale the scoring gives an answer', () => {
    const needs = ANSWER_LEVELS.flatMap((value) => [itemNeed(value, false), itemNeed(value, true)]);
    expect([Math.min(...needs), Math.max(...needs)]).toEqual([SCALE.min, SCALE.max]);
  });
});

describe('the texts of the rules, in every language', () => {
  it.each(LANGUAGES)('%s shows the password length, the ages, the club code length, the report gates and the admin home’s delays', async (lang) => {
    await changeLanguage(lang);
    const has = (key: string, ...numbers: number[]) => {
      const text = i18n.t(key);
      for (const n of numbers) expect(text, `${lang} ${key}`).toMatch(new RegExp(`(^|\\D)${n}(\\D|$)`));
    };
    has('public:validation.passwordRule', RULE_VALUES.passwordMin, RULE_VALUES.passwordMax);
    has('public:register.passwordHint', RULE_VALUES.passwordMin, RULE_VALUES.passwordMax);
    has('public:validation.tooYoung', RULE_VALUES.minAge);
    has('public:validation.tooOld', RULE_VALUES.maxAge);
    has('public:validation.guardianRequired', RULE_VALUES.guardianAge);
    has('public:register.guardianHint', RULE_VALUES.guardianAge);
    has('admin:clubs.codeHint', RULE_VALUES.clubCodeMax);
    has('coach:report.notEnoughAnswers', RULE_VALUES.summaryPlayers);
    has('privacy:delete.text', RULE_VALUES.releaseStep);
    has('admin:home.attentionAccountsSoon_one', RULE_VALUES.renewalSoonDays);
    has('admin:home.attentionAccountsSoon_other', RULE_VALUES.renewalSoonDays);
    has('admin:home.attentionQuietIntro', RULE_VALUES.quietStudyDays);
    has('cases:guide.minor', RULE_VALUES.adultAge);
    has('users:create.hint', RULE_VALUES.invitationDays);
  });

  it.each(LANGUAGES)('%s names the need and theme ranges as needLevelOf and themeLevelOf draw them', async (lang) => {
    await changeLanguage(lang);
    const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
    for (const [levels, ranges, values, ns] of [
      [NeedLevel.options, levelRanges(NEED_LEVEL_BANDS), needRangeValues, 'player:needRanges'],
      [ThemeLevel.options, levelRanges(THEME_LEVEL_BANDS), themeRangeValues, 'player:themeRanges'],
    ] as const) {
      levels.forEach((level, i) => {
        const range = ranges.get(level as never);
        expect(range, `${ns}.${level}`).toBeDefined();
        if (!range) return;
        const text = i18n.t(`${ns}.${level}`, values(level as never, lang));
        // The first level is "below" where the next starts, the last "from" its lowest value, the others both ends.
        const shown = i === 0 ? [range.next] : i === levels.length - 1 ? [range.min] : [range.min, range.max];
        for (const n of shown) expect(text, `${lang} ${ns}.${level}`).toContain(number.format(n ?? Number.NaN));
      });
    }
  });

  it.each(LANGUAGES)('%s names the age groups as ageGroupOf draws them', async (lang) => {
    await changeLanguage(lang);
    const bounds = ageGroupBounds();
    for (const group of AgeGroup.options) {
      const bound = bounds.get(group);
      const text = i18n.t(`coach:ageGroups.${group}`, ageGroupValues(group));
      expect(text, `${lang} ${group}`).toContain(String(bound?.below ?? bound?.from));
    }
  });
});

describe('the ranges the texts show', () => {
  it('give each need and theme level the scores needLevelOf and themeLevelOf give it, and nothing else', () => {
    for (const [bands, levelOf] of [
      [NEED_LEVEL_BANDS, needLevelOf],
      [THEME_LEVEL_BANDS, themeLevelOf],
    ] as const) {
      for (const [level, range] of levelRanges<string>(bands)) {
        expect(levelOf(range.min)).toBe(level);
        expect(levelOf(range.max)).toBe(level);
        if (range.next !== null) expect(levelOf(range.next)).not.toBe(level);
        if (range.next !== null) expect(Math.round((range.next - range.max) * 10)).toBe(1);
      }
    }
  });

  it('give each age group the ages ageGroupOf gives it, on the birthday', () => {
    for (const [group, { from, below }] of ageGroupBounds()) {
      expect(ageGroupOf('2000-03-01', `${2000 + from}-03-01`)).toBe(group);
      if (below !== null) expect(ageGroupOf('2000-03-01', `${2000 + below}-03-01`)).not.toBe(group);
      if (below !== null) expect(ageGroupOf('2000-03-01', `${2000 + below}-02-28`)).toBe(group);
    }
  });
});
