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

/** The decimal mark of each interface language, as Intl.NumberFormat writes it (intl.test.ts checks each against Intl). */
const DECIMAL_MARK: Readonly<Record<string, string>> = { en: '.', es: ',', ca: ',', de: ',', it: ',' };

/**
 * A number of the reports' scales (0 to 100, one decimal) written as `Intl.NumberFormat(lang)` writes it with one
 * decimal (`fixed`) or at most one, without building a NumberFormat. The first NumberFormat of a page loads the
 * locale's number data: about 45 ms of a phone's CPU in the middle of the player report's first render, its
 * largest single cost (docs/performance.md). Numbers from 1,000 on (grouping), negative ones and languages
 * outside the five go through Intl. intl.test.ts compares both ways over the whole scale in every language.
 */
function decimal(n: number, lang: string, fixed: boolean): string {
  const mark = DECIMAL_MARK[lang];
  if (mark === undefined || !(n >= 0 && n < 999.95)) {
    return numberFormat(lang, { minimumFractionDigits: fixed ? 1 : 0, maximumFractionDigits: 1 }).format(n);
  }
  // Half away from zero on the decimal value, as Intl rounds: 4.35 × 10 is 43.49999999999999 in binary, 43.5 at 12 digits.
  const tenths = Math.round(Number((n * 10).toPrecision(12)));
  const text = fixed ? (tenths / 10).toFixed(1) : String(tenths / 10);
  return mark === '.' ? text : text.replace('.', mark);
}

/** A score with exactly one decimal ("89.6", "89,6", "90.0"): see `decimal`. */
export const oneDecimal = (n: number, lang: string) => decimal(n, lang, true);
/** A value with at most one decimal ("25", "24.9"): see `decimal`. */
export const atMostOneDecimal = (n: number, lang: string) => decimal(n, lang, false);
