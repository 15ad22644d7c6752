import { LANGUAGES, type Language } from './constants.ts';

/**
 * The locale dates and times are written in, per interface language. English is written as in Britain and
 * Ireland, day before month ("31 Mar 2028"): the clubs are European and "3/4" would read as the 4th of March to
 * every other reader of the same report; Intl's plain "en" is American (month first). The others are their language's own.
 */
const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', es: 'es', ca: 'ca', de: 'de', it: 'it' };

/** The locale to give Intl.DateTimeFormat for an interface language (an unknown one is passed on as it is). */
export function dateLocale(lang: string): string {
  const language = LANGUAGES.find((l) => l === lang.slice(0, 2).toLowerCase());
  return language ? DATE_LOCALE[language] : lang;
}

/** A calendar day (YYYY-MM-DD) written in full as people of `lang` write it ("15 March 2027"), the day stored. */
export const longDay = (day: string, lang: string) =>
  new Intl.DateTimeFormat(dateLocale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
