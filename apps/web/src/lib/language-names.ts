import type { Language } from '@club-pulse/contracts/constants';

/**
 * Each language written in itself, so that a reader finds theirs whatever the current language. Written out rather
 * than asked of `Intl.DisplayNames`: building one per language loads the browser's locale data for all five, which
 * took a sixth of the sign-in page's blocking time on Lighthouse's throttled phone (docs/performance.md).
 */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', ca: 'Català', de: 'Deutsch', it: 'Italiano' };

export function nativeName(lang: Language): string {
  return NATIVE_NAMES[lang];
}

/** A country's name in the reader's language (ES → "Spain", "España"…), from the browser's own data. */
export function countryName(code: string, lang: string): string {
  return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
}
