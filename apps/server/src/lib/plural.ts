import type { Language } from '@club-pulse/contracts/constants';

/** Chooses the words of a count: the first for a count `lang` says in the singular, the second for the others. */
export type PluralPick = (n: number, one: string, other: string) => string;

/**
 * The words of a count in `lang`, as its plural rules (Intl.PluralRules, i18next's own) pick them: never a
 * "result(s)" that leaves the reader to choose. Spanish, Catalan and Italian say a million and more ("many")
 * with the plural words, so two forms serve the five languages.
 */
export function pluralOf(lang: Language): PluralPick {
  const rules = new Intl.PluralRules(lang);
  return (n, one, other) => (rules.select(n) === 'one' ? one : other);
}
