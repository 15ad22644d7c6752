/**
 * Intl formatters, built once per language and options. Building one loads the locale's data and takes about a
 * millisecond on a phone; the reports built several per render, a tenth of the player report's first-screen script
 * time on a throttled phone (docs/performance.md). Formatters are immutable, so sharing them is safe.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, lang: string, options: object, build: () => T): T {
  const key = `${kind}|${lang}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (lang: string, options: Intl.NumberFormatOptions = {}) =>
  cached('number', lang, options, () => new Intl.NumberFormat(lang, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
