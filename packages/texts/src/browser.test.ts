import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, loadCatalogues } from './browser.ts';
import { LOCALES_DIR } from './files.ts';
import { WEB_NAMESPACES } from './namespaces.ts';

describe("the browser's catalogues, one bundle per language", () => {
  it('has a bundle for every language of the contracts and for no other', () => {
    const files = readdirSync(new URL('./bundles', import.meta.url)).sort();
    expect(files).toEqual(LANGUAGES.map((lang) => `${lang}.ts`).sort());
  });

  it.each(LANGUAGES)('gives every web namespace of %s as its file says, and never the mails', async (lang) => {
    const catalogues = await loadCatalogues(lang);
    expect(Object.keys(catalogues).sort()).toEqual([...WEB_NAMESPACES].sort());
    expect(catalogues).not.toHaveProperty('mail');
    for (const ns of WEB_NAMESPACES) {
      expect(catalogues[ns], `${lang}/${ns}`).toEqual(JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${ns}.json`), 'utf8')));
    }
    expect(await loadCatalogue(lang, 'public')).toBe(catalogues.public);
  });
});
