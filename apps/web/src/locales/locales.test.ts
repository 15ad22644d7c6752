import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = dirname(fileURLToPath(import.meta.url));
const LANGS = ['en', 'es', 'ca', 'de', 'it'];

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}
const load = (lang: string, ns: string) => flatten(JSON.parse(readFileSync(join(dir, lang, ns), 'utf8')));
const namespaces = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));

describe('translation catalogues', () => {
  it.each(namespaces)('every key of %s exists, non-empty, in all five languages', (ns) => {
    const en = load('en', ns);
    for (const lang of LANGS) {
      const other = load(lang, ns);
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
    }
  });
});
