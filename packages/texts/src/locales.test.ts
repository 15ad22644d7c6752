import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR } from './files.ts';
import { NAMESPACES } from './namespaces.ts';

const dir = LOCALES_DIR;
const LANGS = LANGUAGES;

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}
const withoutForms = (texts: Record<string, string>, forms: string[]) =>
  Object.fromEntries(Object.entries(texts).filter(([key]) => !forms.some((form) => key.endsWith(`_${form}`))));
const load = (lang: string, ns: string) => flatten(JSON.parse(readFileSync(join(dir, lang, ns), 'utf8')));
const namespaces = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));

describe('translation catalogues', () => {
  it('exist for every language of the contracts (LANGUAGES) and for no other, one file per namespace', () => {
    const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((f) => f.name).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) expect(readdirSync(join(dir, lang)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  it('name every language of the contracts in the language lists, and no other', () => {
    for (const ns of ['public', 'admin']) {
      const names = JSON.parse(readFileSync(join(dir, 'en', `${ns}.json`), 'utf8')).languages as Record<string, string>;
      expect(Object.keys(names).sort(), ns).toEqual([...LANGUAGES].sort());
    }
  });

  it.each(namespaces)('every key of %s exists, non-empty, in all five languages', (ns) => {
    // A plural form English has no use for (`_many`, plurals.test.ts) is not an extra key.
    const en = load('en', ns);
    for (const lang of LANGS) {
      const other = withoutForms(load(lang, ns), ['many']);
      const missing = Object.keys(en).filter((k) => !other[k]?.trim());
      const extra = Object.keys(other).filter((k) => !(k in en));
      expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
    }
  });

  it.each(namespaces)('%s keeps the same interpolation variables in every language', (ns) => {
    const en = load('en', ns);
    const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).map((v) => v.replace(/\s/g, '')).sort();
    for (const lang of LANGS) {
      const other = load(lang, ns);
      for (const [key, text] of Object.entries(en)) expect(vars(other[key] ?? ''), `${lang}:${ns}:${key}`).toEqual(vars(text));
      // A `_many` form says what its `_other` says.
      for (const [key, text] of Object.entries(other))
        if (key.endsWith('_many')) expect(vars(text), `${lang}:${ns}:${key}`).toEqual(vars(en[key.replace(/_many$/, '_other')] ?? ''));
    }
  });
});
