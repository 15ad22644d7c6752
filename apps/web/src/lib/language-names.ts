import type { Language } from '@club-pulse/contracts/constants';

/** A language written in itself (Español, Deutsch…), so that a reader finds theirs whatever the current language. */
export function nativeName(lang: Language): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** A country's name in the reader's language (ES → "Spain", "España"…), from the browser's own data. */
export function countryName(code: string, lang: string): string {
  return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
}
