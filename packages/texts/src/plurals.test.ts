import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR } from './files.ts';

/**
 * Count texts are i18next plural keys (`_one`, `_other`, and `_many` where the language's plural rules have it:
 * Spanish, Catalan and Italian, for a million and more), never a word with its plural ending in brackets. A language
 * missing a form its rules pick would fall back to English for that count.
 */
const dir = LOCALES_DIR;
const SUFFIX = /_(zero|one|two|few|many|other)$/;

function texts(lang: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(prefix ? `${prefix}.${k}` : k, v);
    else out.push([prefix, String(value)]);
  };
  for (const file of readdirSync(join(dir, lang))) walk(file.replace('.json', ''), JSON.parse(readFileSync(join(dir, lang, file), 'utf8')));
  return out;
}

/** A word with its plural ending in brackets: "result(s)", "neue(s) Ergebnis(se)", "valutazion(i)". */
const HAND_BUILT_PLURAL = /\p{L}\((?:\p{Ll}{1,3})\)/u;

/** The plural forms a language's rules pick (Intl.PluralRules, as i18next asks). */
const formsOf = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();

/** Each plural key's base and the forms it has; `_zero` is an optional extra (i18next reads it for 0). */
function pluralGroups(entries: Array<[string, string]>) {
  const groups = new Map<string, string[]>();
  for (const [key] of entries) {
    const m = key.match(SUFFIX);
    if (!m || m[1] === 'zero') continue;
    const base = key.replace(SUFFIX, '');
    groups.set(base, [...(groups.get(base) ?? []), m[1] ?? '']);
  }
  return groups;
}

describe('count texts', () => {
  it('recognises a hand-built plural', () => {
    for (const text of ['1 neue(s) Ergebnis(se)', '{{count}} result(s)', '{{count}} valutazion(i)']) expect(text).toMatch(HAND_BUILT_PLURAL);
    for (const text of ['{{count}} results', 'Ergebnisse (neu)', '(optional)']) expect(text).not.toMatch(HAND_BUILT_PLURAL);
  });

  it.each(LANGUAGES)('%s builds no plural by hand', (lang) => {
    expect(texts(lang).filter(([, text]) => HAND_BUILT_PLURAL.test(text))).toEqual([]);
  });

  it.each(LANGUAGES)('%s writes every {{count}} text as plural forms', (lang) => {
    const bare = texts(lang).filter(([key, text]) => /{{\s*count\s*}}/.test(text) && !SUFFIX.test(key));
    expect(bare.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)('%s has every plural form its rules pick, and no other', (lang) => {
    const forms = formsOf(lang);
    const wrong = [...pluralGroups(texts(lang))].filter(([, has]) => has.slice().sort().join() !== forms.join());
    expect(
      wrong.map(([base, has]) => `${base}: ${has.join(', ')}`),
      `${lang} needs ${forms.join(', ')}`,
    ).toEqual([]);
  });

  it('knows that Spanish, Catalan and Italian pick a form of their own for a million', () => {
    expect(formsOf('es')).toEqual(['many', 'one', 'other']);
    expect(new Intl.PluralRules('it').select(1_000_000)).toBe('many');
    expect(formsOf('de')).toEqual(['one', 'other']);
  });
});
